import { act, renderHook } from '@testing-library/react';
import { useLanguages } from '@/components/markdown/preview/use-languages';

const loaded = new Set<string>();
jest.mock('@/lib/article/highlight', () => ({
  languagesNamedIn: (text: string) => text.split(' '),
  canHighlight: (name: string) => loaded.has(name),
  loadLanguage: async (name: string) => {
    if (name !== 'unknown') loaded.add(name);
  },
}));

it('counts the grammars loaded for the text, once each, and for the rest of the visit', async () => {
  const first = renderHook(({ text }) => useLanguages(text), { initialProps: { text: 'python' } });
  await act(async () => {});
  expect(first.result.current).toBe(1);
  first.rerender({ text: 'python rust unknown' });
  await act(async () => {});
  expect(first.result.current).toBe(2);
  first.unmount();
  // Another preview later in the visit: the grammars are still there, and so is their count.
  const second = renderHook(() => useLanguages('python'));
  expect(second.result.current).toBe(2);
});
