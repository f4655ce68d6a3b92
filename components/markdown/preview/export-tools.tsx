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

const copyLabels = { ready: 'Copy HTML', copied: 'Copied', failed: 'Not copied' } as const;
const copyStatus = {
  ready: '',
  copied: 'Copied the preview as HTML.',
  failed: 'This browser did not allow copying.',
} as const;

/** Copy the preview as HTML, or download it as a page of its own. */
export function ExportTools({ text }: { text: string }) {
  // What the last copy did, for as long as the text is the one it copied.
  const [copied, setCopied] = useState<{ text: string; outcome: 'copied' | 'failed' } | null>(null);
  const outcome = copied?.text === text ? copied.outcome : 'ready';

  const copy = async () => {
    const html = previewHtml();
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([html], { type: 'text/plain' }),
        }),
      ]);
      setCopied({ text, outcome: 'copied' });
    } catch {
      setCopied({ text, outcome: 'failed' });
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
    <div className={`${frame.tools} ${frame.previewTools}`}>
      <button type="button" className={frame.tool} onClick={copy}>
        {/* Every label in one cell: the button is as wide as its widest, so nothing beside it moves. */}
        <span className={styles.labels}>
          {Object.values(copyLabels).map((label) => (
            <span key={label} aria-hidden={label !== copyLabels[outcome]}>
              {label}
            </span>
          ))}
        </span>
      </button>
      <button type="button" className={frame.tool} onClick={save}>
        Download .html
      </button>
      <p className="visually-hidden" role="status">
        {copyStatus[outcome]}
      </p>
    </div>
  );
}
