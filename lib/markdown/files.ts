import { escapeHtml } from '../escape-html';
import { demoLanguage } from '../words/demo-language';

export function opensAsMarkdown(file: { name: string; type: string }): boolean {
  return /\.(md|markdown|mdown|mkd|txt)$/i.test(file.name) || file.type.startsWith('text/');
}

export function fileStem(text: string): string {
  const heading = /^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(text)?.[1] ?? '';
  const stem = heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'draft';
}

// No script, and images over https only, as in the preview.
const exportPolicy = "default-src 'none'; img-src https:; style-src 'unsafe-inline'";

export function standaloneHtml({ title, body, css }: { title: string; body: string; css: string }) {
  return `<!doctype html>
<html lang="${demoLanguage}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${exportPolicy}">
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0 auto; max-width: 60rem; font-family: system-ui, sans-serif; }
${css.replace(/<\/style/gi, '<\\/style')}
</style>
</head>
<body>
<article class="markdown-body">
${body}
</article>
</body>
</html>
`;
}
