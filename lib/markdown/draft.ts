// Each save is read back and a failure said on the page. Tabs share one draft; a version about to
// be overwritten is offered back, never dropped silently.
export const draftKey = 'markdown-previewer:draft';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem'>;

type SaveProblem = 'unavailable' | 'full' | 'not-kept';
type VersionSource = 'another-tab' | 'this-tab' | 'saved-draft';

export interface Draft {
  text: string;
  // A stored draft that differs came from another tab; text that differs is unsaved.
  synced: string | null;
  problem: SaveProblem | null;
  otherVersion: { text: string; from: VersionSource } | null;
}

function browserStorage(): DraftStorage | null {
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

export function editDraft(draft: Draft, text: string, storage = browserStorage()): Draft {
  const stored = loadDraft(storage);
  const replaced = stored !== null && stored !== draft.synced && stored !== text;
  const problem = saveDraft(text, storage);
  return {
    text,
    synced: problem ? draft.synced : text,
    problem,
    otherVersion: replaced ? { text: stored, from: 'another-tab' } : draft.otherVersion,
  };
}

export function draftChangedElsewhere(draft: Draft, stored: string | null): Draft {
  if (stored === null || stored === draft.synced) return draft;
  if (stored === draft.text) return { ...draft, synced: stored };
  // Text this tab could not save is nowhere else: it stays, and the other tab's is offered.
  if (draft.text !== draft.synced) {
    return { ...draft, synced: stored, otherVersion: { text: stored, from: 'another-tab' } };
  }
  return { ...draft, text: stored, synced: stored };
}

export function switchToOtherVersion(draft: Draft, storage = browserStorage()): Draft {
  if (draft.otherVersion === null) return draft;
  const switched = editDraft(draft, draft.otherVersion.text, storage);
  return { ...switched, otherVersion: { text: draft.text, from: 'this-tab' } };
}

// Typed into the pre-rendered editor: it stays, and a saved draft it was typed over is offered.
export function draftWithTypedText(
  draft: Draft,
  typed: string,
  { onSavedDraft = false, storage = browserStorage() } = {},
): Draft {
  const saved = loadDraft(storage);
  const kept = editDraft({ ...draft, synced: saved }, typed, storage);
  if (saved === null || saved === typed || onSavedDraft) return kept;
  return { ...kept, otherVersion: { text: saved, from: 'saved-draft' } };
}

export const restoredAttribute = 'data-draft-restored';

// Before the first paint; the mark on <html> hides the sample's preview until the draft's shows.
export const restoreDraftScript = `(function(){try{var d=localStorage.getItem(${JSON.stringify(draftKey)}),e=document.getElementById('editor');
if(d!==null&&e&&e.value!==d){e.value=d;document.documentElement.setAttribute(${JSON.stringify(restoredAttribute)},'')}}catch(x){}})()`;

const reasons: Record<SaveProblem, string> = {
  unavailable: 'this browser does not let the site store anything',
  full: 'the browser’s storage for this site is full',
  'not-kept': 'the browser did not keep what was saved',
};

export function draftNote(problem: SaveProblem | null): string {
  if (!problem) return 'Your draft is kept in this browser as you type.';
  return `Your draft is not being saved in this browser: ${reasons[problem]}. Copy your text somewhere safe; saving is tried again as you type.`;
}

const otherVersions: Record<VersionSource, { note: string; take: string; leave: string }> = {
  'another-tab': {
    note: 'Another tab saved a different version of this draft.',
    take: 'Switch to that version',
    leave: 'Keep this one',
  },
  'this-tab': {
    note: 'The text you switched away from is set aside here, and saved nowhere else.',
    take: 'Switch back to it',
    leave: 'Discard it',
  },
  'saved-draft': {
    note: 'You typed before the page was ready, so your saved draft was set aside.',
    take: 'Switch to the saved draft',
    leave: 'Keep this one',
  },
};

export const otherVersionWords = (from: VersionSource) => otherVersions[from];
