/** @jest-environment node */
import { draftKey, loadDraft, saveDraft } from '@/lib/markdown/draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const broken = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('draft', () => {
  it('saves and loads the draft under its key', () => {
    const storage = memoryStorage();
    expect(loadDraft(storage)).toBeNull();
    expect(saveDraft('# hi', storage)).toBe(true);
    expect(storage.items.get(draftKey)).toBe('# hi');
    expect(loadDraft(storage)).toBe('# hi');
  });

  it('keeps an empty draft as an empty draft', () => {
    const storage = memoryStorage();
    saveDraft('', storage);
    expect(loadDraft(storage)).toBe('');
  });

  it('works on without storage, or with storage that throws', () => {
    expect(loadDraft(null)).toBeNull();
    expect(saveDraft('x', null)).toBe(false);
    expect(loadDraft(broken)).toBeNull();
    expect(saveDraft('x', broken)).toBe(false);
  });

  it('finds no browser storage outside a browser', () => {
    expect(loadDraft()).toBeNull();
    expect(saveDraft('x')).toBe(false);
  });
});
