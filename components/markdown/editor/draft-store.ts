import { useSyncExternalStore } from 'react';
import {
  draftChangedElsewhere,
  draftKey,
  editDraft,
  loadDraft,
  openDraft,
  switchToOtherVersion,
  draftWithTypedText,
  type Draft,
} from '@/lib/markdown/draft';
import { markdownSample } from '@/lib/content/markdown-sample';
import { createPageValue } from '@/lib/page-value';

// Another tab's save, or one made while this tab was hidden, reaches this tab's draft.
function followOtherTabs(): () => void {
  const check = () => {
    const next = draftChangedElsewhere(store.get(), loadDraft());
    if (next !== store.get()) store.set(next);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === draftKey || event.key === null) check();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

const store = createPageValue(() => openDraft(markdownSample), { follow: followOtherTabs });

const sampleDraft: Draft = {
  text: markdownSample,
  synced: null,
  problem: null,
  otherVersion: null,
};

// The export carries the sample; after hydration React switches to the saved draft, no mismatch.
export const useDraft = () => useSyncExternalStore(store.subscribe, store.get, () => sampleDraft);

export const setText = (text: string) => store.set(editDraft(store.get(), text));
export const switchVersion = () => store.set(switchToOtherVersion(store.get()));
export const keepTypedText = (typed: string, onSavedDraft: boolean) =>
  store.set(draftWithTypedText(store.get(), typed, { onSavedDraft }));
export const dismissOtherVersion = () => store.set({ ...store.get(), otherVersion: null });
