/** @jest-environment node */
import { markdownText } from '@/lib/article/plain-text';

describe('a document’s words for search', () => {
  it('keeps a space between blocks, list items and broken lines', () => {
    expect(markdownText('# Setting up\nProximal policy.\n\n- one\n- two\n\nend  \nnext')).toBe(
      'Setting up Proximal policy. one two end next',
    );
  });

  it('says an alert’s kind instead of its marker, and leaves out HTML', () => {
    const text = markdownText('> [!TIP]\n> Placeholder <b>text</b>.\n\n![A lander](x.png)');
    expect(text).not.toContain('[!TIP]');
    expect(text).toMatch(/Placeholder text\. A lander$/);
  });
});
