import { loadDraft, saveDraft } from '@/lib/markdown/draft';
import { markdownSample } from '@/lib/markdown/sample';
import { createVisitStore } from '@/lib/visit-store';

// The editor's text: the exported HTML carries the sample, and after hydration React switches to
// the visitor's saved draft in the same textarea, with no mismatch.

const store = createVisitStore(() => loadDraft() ?? markdownSample);

export const subscribe = store.subscribe;
export const currentText = store.get;
export const sampleText = () => markdownSample;

export function setText(next: string) {
  saveDraft(next);
  store.set(next);
}
