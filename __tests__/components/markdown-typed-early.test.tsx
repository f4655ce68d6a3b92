import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { draftKey } from '@/lib/markdown/draft';
import { markdownSample } from '@/lib/content/markdown-sample';

// Its own file: what was typed is read once per page load, before the first hydration.
it('keeps and saves what was typed before hydration, cursor and all, and offers the saved draft', () => {
  localStorage.setItem(draftKey, 'saved on an earlier visit');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MarkdownEditor />);
  document.body.appendChild(container);
  const early = container.querySelector('textarea')!;
  early.value = `Typed early. ${markdownSample}`;
  early.setSelectionRange(12, 12);
  early.dispatchEvent(new Event('input', { bubbles: true }));

  render(<MarkdownEditor />, { container, hydrate: true });

  const editor = screen.getByRole('textbox', { name: 'Editor' }) as HTMLTextAreaElement;
  expect(editor).toBe(early);
  expect(editor).toHaveValue(`Typed early. ${markdownSample}`);
  expect([editor.selectionStart, editor.selectionEnd]).toEqual([12, 12]);
  expect(localStorage.getItem(draftKey)).toBe(`Typed early. ${markdownSample}`);
  expect(screen.getByText(/typed before the page was ready/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Switch to the saved draft' })).toBeInTheDocument();
});
