/** @jest-environment node */
import {
  draftChangedElsewhere,
  draftKey,
  draftNote,
  editDraft,
  loadDraft,
  openDraft,
  otherVersionWords,
  saveDraft,
  switchToOtherVersion,
  draftWithTypedText,
} from '@/lib/markdown/draft';

function memoryStorage(quota = Infinity) {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    items,
  };
}

const blocked = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('saveDraft', () => {
  it('saves and loads the draft under its key', () => {
    const storage = memoryStorage();
    expect(loadDraft(storage)).toBeNull();
    expect(saveDraft('# hi', storage)).toBeNull();
    expect(storage.items.get(draftKey)).toBe('# hi');
    expect(loadDraft(storage)).toBe('# hi');
    expect(saveDraft('', storage)).toBeNull();
    expect(loadDraft(storage)).toBe('');
  });

  it('says why a draft was not saved', () => {
    expect(saveDraft('x', null)).toBe('unavailable');
    expect(saveDraft('x', blocked)).toBe('unavailable');
    expect(saveDraft('too long', memoryStorage(3))).toBe('full');
    // A storage that accepts the write and keeps nothing.
    expect(saveDraft('x', { getItem: () => null, setItem: () => undefined })).toBe('not-kept');
    expect(saveDraft('x')).toBe('unavailable');
  });

  it('notes plainly whether the draft is being kept', () => {
    expect(draftNote(null)).toBe('Your draft is kept in this browser as you type.');
    expect(draftNote('full')).toMatch(/^Your draft is not being saved in this browser: .*full/);
    expect(draftNote('unavailable')).toMatch(/not being saved.*does not let/);
    expect(draftNote('not-kept')).toMatch(/not being saved.*did not keep/);
  });
});

describe('a draft across edits and tabs', () => {
  it('opens the saved draft, or the sample when there is none', () => {
    const storage = memoryStorage();
    expect(openDraft('sample', storage)).toMatchObject({ text: 'sample', problem: null });
    // Nothing typed yet: another tab's draft is simply followed.
    expect(draftChangedElsewhere(openDraft('sample', storage), 'theirs')).toMatchObject({
      text: 'theirs',
      otherVersion: null,
    });
    storage.setItem(draftKey, 'saved');
    expect(openDraft('sample', storage)).toMatchObject({ text: 'saved', synced: 'saved' });
    expect(openDraft('sample', null)).toMatchObject({ text: 'sample', problem: 'unavailable' });
  });

  it('keeps the text and says so when a save fails, then saves once it can', () => {
    const storage = memoryStorage(5);
    let draft = editDraft(openDraft('', storage), 'too long to fit', storage);
    expect(draft).toMatchObject({ text: 'too long to fit', problem: 'full' });
    draft = editDraft(draft, 'fits', storage);
    expect(draft).toMatchObject({ text: 'fits', problem: null });
    expect(loadDraft(storage)).toBe('fits');
  });

  it('follows a draft another tab saved, when this tab has nothing unsaved', () => {
    const storage = memoryStorage();
    const older = editDraft(openDraft('', storage), 'first', storage);
    storage.setItem(draftKey, 'newer, from the other tab');
    const followed = draftChangedElsewhere(older, loadDraft(storage));
    expect(followed).toMatchObject({ text: 'newer, from the other tab', otherVersion: null });
    // Typing on in this tab builds on the newer draft.
    expect(editDraft(followed, 'newer, from the other tab!', storage).otherVersion).toBeNull();
  });

  it('never overwrites another tab’s newer draft without offering it back', () => {
    const storage = memoryStorage();
    const older = editDraft(openDraft('', storage), 'mine', storage);
    // The other tab saved before this tab heard of it; this tab's next keystroke wins the store,
    // and the other version stays on offer.
    storage.setItem(draftKey, 'theirs');
    const edited = editDraft(older, 'mine!', storage);
    expect(loadDraft(storage)).toBe('mine!');
    expect(edited.otherVersion).toEqual({ text: 'theirs', from: 'another-tab' });
    const switched = switchToOtherVersion(edited, storage);
    expect(switched).toMatchObject({
      text: 'theirs',
      otherVersion: { text: 'mine!', from: 'this-tab' },
    });
    expect(loadDraft(storage)).toBe('theirs');
  });

  it('never replaces text this tab could not save: it stays, and the other tab’s is offered', () => {
    // Tab A cannot store its long text; tab B then saves a word.
    const storage = memoryStorage(6);
    const unsaved = editDraft(openDraft('', storage), 'cannot be stored', storage);
    expect(unsaved.problem).toBe('full');
    storage.setItem(draftKey, 'word');
    const heard = draftChangedElsewhere(unsaved, loadDraft(storage));
    expect(heard).toMatchObject({
      text: 'cannot be stored',
      problem: 'full',
      otherVersion: { text: 'word', from: 'another-tab' },
    });
    // Keeping it keeps A's text; switching saves B's and sets A's aside, named as A's own.
    const switched = switchToOtherVersion(heard, storage);
    expect(switched).toMatchObject({
      text: 'word',
      problem: null,
      otherVersion: { text: 'cannot be stored', from: 'this-tab' },
    });
    expect(otherVersionWords('this-tab').note).toMatch(/switched away from.*saved nowhere else/);
  });

  it('keeps what was typed before the page was live, and offers back the saved draft', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey, 'saved earlier');
    const typed = draftWithTypedText(openDraft('sample', storage), 'sample and more', { storage });
    expect(typed).toMatchObject({
      text: 'sample and more',
      problem: null,
      otherVersion: { text: 'saved earlier', from: 'saved-draft' },
    });
    expect(loadDraft(storage)).toBe('sample and more');
    // With no saved draft, there is nothing to offer.
    const fresh = memoryStorage();
    expect(draftWithTypedText(openDraft('s', fresh), 's!', { storage: fresh })).toMatchObject({
      text: 's!',
      otherVersion: null,
    });
  });

  it('offers nothing back when the typing went on the saved draft itself', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey, 'saved earlier');
    const typed = draftWithTypedText(openDraft('sample', storage), 'saved earlier, and more', {
      onSavedDraft: true,
      storage,
    });
    expect(typed).toMatchObject({ text: 'saved earlier, and more', otherVersion: null });
    expect(loadDraft(storage)).toBe('saved earlier, and more');
  });

  it('ignores events that change nothing', () => {
    const storage = memoryStorage();
    const draft = editDraft(openDraft('', storage), 'same', storage);
    expect(draftChangedElsewhere(draft, 'same')).toBe(draft);
    expect(draftChangedElsewhere(draft, null)).toBe(draft);
  });
});
