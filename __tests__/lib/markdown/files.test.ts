/** @jest-environment node */
import { fileStem, opensAsMarkdown, standaloneHtml } from '@/lib/markdown/files';

it('opens markdown and text files, and nothing else', () => {
  expect(opensAsMarkdown({ name: 'README.md', type: '' })).toBe(true);
  expect(opensAsMarkdown({ name: 'notes.MARKDOWN', type: '' })).toBe(true);
  expect(opensAsMarkdown({ name: 'notes', type: 'text/plain' })).toBe(true);
  expect(opensAsMarkdown({ name: 'photo.png', type: 'image/png' })).toBe(false);
  expect(opensAsMarkdown({ name: 'archive.zip', type: 'application/zip' })).toBe(false);
});

it('names downloads after the first heading', () => {
  expect(fileStem('Intro\n\n## My *great* notes ##\n\n# Later')).toBe('my-great-notes');
  expect(fileStem('# Über — Café 2')).toBe('über-café-2');
  expect(fileStem('no heading')).toBe('draft');
  expect(fileStem('# !!!')).toBe('draft');
  expect(fileStem(`# ${'long '.repeat(40)}`)).toHaveLength(59);
});

it('writes a standalone page whose title and style cannot break out', () => {
  const page = standaloneHtml({
    title: 'a </title><script>x</script>',
    body: '<h1>Hi</h1>',
    css: 'p{} </style><script>y</script>',
  });
  expect(page).toMatch(/^<!doctype html>/);
  expect(page).toContain('<title>a &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
  expect(page).not.toContain('</style><script>');
  expect(page).toContain('<article class="markdown-body">\n<h1>Hi</h1>\n</article>');
});

it('gives the standalone page a policy that runs no script and loads images over https only', () => {
  const page = standaloneHtml({ title: 't', body: '', css: '' });
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(page)?.[1];
  expect(policy?.split('; ')).toEqual([
    "default-src 'none'",
    'img-src https:',
    "style-src 'unsafe-inline'",
  ]);
});
