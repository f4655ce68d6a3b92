// The markdown draft, kept in the browser's storage so a reload or a later visit loses nothing.
// Saving can fail (storage blocked, quota full, a private mode that keeps nothing): each save is
// read back, and the page says plainly when the draft is not being kept. Several tabs share one
// draft: a tab follows what another saves, and a version that would be overwritten is kept to be
// offered back, never dropped without a word.

export const draftKey = 'markdown-previewer:draft';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Why the draft is not being saved. */
export type SaveProblem = 'unavailable' | 'full' | 'not-kept';

/** Whose text a version on offer is, so the words can say so. */
export type VersionSource = 'another-tab' | 'this-tab' | 'saved-draft';

export interface OtherVersion {
  text: string;
  from: VersionSource;
}

export interface Draft {
  text: string;
  /**
   * The text as this tab last stored it or opened it: a stored draft that differs came from
   * another tab, and text that differs has not been saved.
   */
  synced: string | null;
  /** Null while every save succeeds. */
  problem: SaveProblem | null;
  /** A version the editor's text replaced or stands beside, offered to the visitor. */
  otherVersion: OtherVersion | null;
}

/** The browser's localStorage, or null where reading it throws. */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadDraft(storage: DraftStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(draftKey) ?? null;
  } catch {
    return null;
  }
}

/** Saves and reads back: null when the draft is stored, otherwise why not. */
export function saveDraft(
  text: string,
  storage: DraftStorage | null = browserStorage(),
): SaveProblem | null {
  if (!storage) return 'unavailable';
  try {
    storage.setItem(draftKey, text);
  } catch (error) {
    return error instanceof DOMException && /quota/i.test(error.name) ? 'full' : 'unavailable';
  }
  return loadDraft(storage) === text ? null : 'not-kept';
}

export function openDraft(sample: string, storage = browserStorage()): Draft {
  const stored = loadDraft(storage);
  return {
    text: stored ?? sample,
    synced: stored ?? sample,
    problem: storage ? null : 'unavailable',
    otherVersion: null,
  };
}

/** The visitor changed the text in this tab. */
export function editDraft(draft: Draft, text: string, storage = browserStorage()): Draft {
  const stored = loadDraft(storage);
  // Another tab saved after this one last looked, and this edit is about to replace it.
  const replaced = stored !== null && stored !== draft.synced && stored !== text;
  const problem = saveDraft(text, storage);
  return {
    text,
    synced: problem ? draft.synced : text,
    problem,
    otherVersion: replaced ? { text: stored, from: 'another-tab' } : draft.otherVersion,
  };
}

/** Another tab saved `stored` (from a storage event, or found when this tab comes back). */
export function draftChangedElsewhere(draft: Draft, stored: string | null): Draft {
  if (stored === null || stored === draft.synced) return draft;
  if (stored === draft.text) return { ...draft, synced: stored };
  // Text this tab could not save is in no other place: it stays, and the other tab's is offered.
  if (draft.text !== draft.synced) {
    return { ...draft, synced: stored, otherVersion: { text: stored, from: 'another-tab' } };
  }
  return { ...draft, text: stored, synced: stored };
}

/** Puts the offered version in the editor, and offers back the text it replaces. */
export function switchToOtherVersion(draft: Draft, storage = browserStorage()): Draft {
  if (draft.otherVersion === null) return draft;
  const switched = editDraft(draft, draft.otherVersion.text, storage);
  return { ...switched, otherVersion: { text: draft.text, from: 'this-tab' } };
}

/**
 * What the visitor typed into the pre-rendered editor before the page was live: it is what they
 * see, so it stays and is saved; a saved draft it was typed over is offered back. Typed on the
 * saved draft itself (put in the editor before the first paint, see restoreDraftScript), it
 * replaced nothing.
 */
export function typedBeforeLive(
  draft: Draft,
  typed: string,
  { onSavedDraft = false, storage = browserStorage() } = {},
): Draft {
  const saved = loadDraft(storage);
  const kept = editDraft({ ...draft, synced: saved }, typed, storage);
  if (saved === null || saved === typed || onSavedDraft) return kept;
  return { ...kept, otherVersion: { text: saved, from: 'saved-draft' } };
}

/** Set on <html> while the editor shows the saved draft and the page is not yet live. */
export const restoredAttribute = 'data-draft-restored';

/**
 * An inline script that runs right after the pre-rendered editor, before the first paint: it puts
 * the saved draft in the editor, so a returning visitor never sees the sample replaced under
 * their cursor when the page comes alive, and marks <html> so the sample's preview stays hidden
 * until the draft's own is shown.
 */
export const restoreDraftScript = `(function(){try{var d=localStorage.getItem(${JSON.stringify(draftKey)}),e=document.getElementById('editor');
if(d!==null&&e&&e.value!==d){e.value=d;document.documentElement.setAttribute(${JSON.stringify(restoredAttribute)},'')}}catch(x){}})()`;

const reasons: Record<SaveProblem, string> = {
  unavailable: 'this browser does not let the site store anything',
  full: 'the browser’s storage for this site is full',
  'not-kept': 'the browser did not keep what was saved',
};

/** The note under the editor. */
export function draftNote(problem: SaveProblem | null): string {
  if (!problem) return 'Your draft is kept in this browser as you type.';
  return `Your draft is not being saved in this browser: ${reasons[problem]}. Copy your text somewhere safe; saving is tried again as you type.`;
}

/** What the editor says about a version on offer, and its two buttons. */
export function otherVersionWords(from: VersionSource) {
  switch (from) {
    case 'another-tab':
      return {
        note: 'Another tab saved a different version of this draft.',
        take: 'Switch to that version',
        leave: 'Keep this one',
      };
    case 'this-tab':
      return {
        note: 'The text you switched away from is set aside here, and saved nowhere else.',
        take: 'Switch back to it',
        leave: 'Discard it',
      };
    case 'saved-draft':
      return {
        note: 'You typed before the page was ready, so your saved draft was set aside.',
        take: 'Switch to the saved draft',
        leave: 'Keep this one',
      };
  }
}
