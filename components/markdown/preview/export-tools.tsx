'use client';

import { useState } from 'react';
import { fileStem, standaloneHtml } from '@/lib/markdown/files';
import frame from '../markdown-editor.module.scss';
import { download } from '../files';
import documentStyles from './document.module.scss';
import styles from './preview-panel.module.scss';

/** The preview's HTML as it is on the page: the worker's blocks or React's own rendering. */
const previewHtml = () => document.getElementById('preview')?.innerHTML ?? '';

/**
 * The page's rules for the rendered document, for the standalone file: every rule that names the
 * document's class, with that class renamed and the colours of the scheme in use written in.
 */
function documentCss(): string {
  const name = documentStyles.document!;
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of list) if (rule.cssText.includes(name)) rules.push(rule.cssText);
  }
  const root = getComputedStyle(document.documentElement);
  const variables = [...new Set(rules.join('\n').match(/--[\w-]+/g) ?? [])]
    .map((variable) => `${variable}: ${root.getPropertyValue(variable).trim()};`)
    .join(' ');
  return `:root { ${variables} }\n${rules.join('\n').replaceAll(name, 'markdown-body')}`;
}

/** Copy the preview as HTML, or download it as a page of its own. */
export function ExportTools({ text }: { text: string }) {
  const [said, setSaid] = useState('');

  const copy = async () => {
    const html = previewHtml();
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([html], { type: 'text/plain' }),
        }),
      ]);
      setSaid('Copied the preview as HTML.');
    } catch {
      setSaid('This browser did not allow copying.');
    }
  };
  const save = () => {
    const stem = fileStem(text);
    download(
      `${stem}.html`,
      standaloneHtml({ title: stem, body: previewHtml(), css: documentCss() }),
      'text/html',
    );
  };

  return (
    <div className={frame.tools}>
      <span className={styles.said} role="status">
        {said}
      </span>
      <button type="button" className={frame.tool} onClick={copy}>
        Copy HTML
      </button>
      <button type="button" className={frame.tool} onClick={save}>
        Download .html
      </button>
    </div>
  );
}
