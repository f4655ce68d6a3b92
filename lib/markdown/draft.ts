// The markdown draft, kept in the browser's storage so a reload or a later visit loses nothing.
// Storage can be missing or refuse to work (private modes, disabled cookies, a full quota): then
// the editor simply works without it.

export const draftKey = 'markdown-previewer:draft';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem'>;

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

/** Whether the draft was saved. */
export function saveDraft(text: string, storage: DraftStorage | null = browserStorage()): boolean {
  try {
    storage?.setItem(draftKey, text);
    return Boolean(storage);
  } catch {
    return false;
  }
}
