import { useState } from 'react';
import { copiedLabels, copyWith } from '@/components/clipboard/copy';
import { fileStem, standaloneHtml } from '@/lib/markdown/files';
import frame from '../markdown-editor.module.scss';
import { download } from '../open-and-save';
import documentStyles from '@/components/article/document.module.scss';
import styles from './preview-panel.module.scss';

// Every rule naming the document's class, with the colours of the scheme in use written in.
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

type Outcome = 'ready' | 'copied' | 'failed' | 'unshown' | 'not-saved';

const copyLabels: Record<Outcome, string> = {
  ready: 'Copy HTML',
  ...copiedLabels,
  unshown: copiedLabels.failed,
  'not-saved': 'Copy HTML',
};
const statusText: Record<Outcome, string> = {
  ready: '',
  copied: 'Copied the preview as HTML.',
  failed: 'This browser did not allow copying.',
  unshown: 'The preview cannot show this document, so nothing was copied.',
  'not-saved': 'The preview cannot show this document, so nothing was downloaded.',
};

// Always the rendering of the text the editor holds at the click.
export function ExportTools({
  text,
  exportHtml,
}: {
  text: string;
  exportHtml: () => Promise<string | null>;
}) {
  const [done, setDone] = useState<{ text: string; outcome: Outcome } | null>(null);
  const outcome = done?.text === text ? done.outcome : 'ready';

  const copy = async () => {
    const html = exportHtml();
    // Blobs still to come keep the click's permission to write the clipboard.
    const blob = (type: string) =>
      html.then((body) => {
        if (body === null) throw new Error('unshown');
        return new Blob([body], { type });
      });
    const copied = await copyWith((clipboard) =>
      clipboard.write([
        new ClipboardItem({ 'text/html': blob('text/html'), 'text/plain': blob('text/plain') }),
      ]),
    );
    const unshown = copied === 'failed' && (await html) === null;
    setDone({ text, outcome: unshown ? 'unshown' : copied });
  };
  const save = async () => {
    const body = await exportHtml();
    if (body === null) return setDone({ text, outcome: 'not-saved' });
    const stem = fileStem(text);
    download(
      `${stem}.html`,
      standaloneHtml({ title: stem, body, css: documentCss() }),
      'text/html',
    );
  };

  return (
    <div className={`${frame.tools} ${frame.previewTools}`}>
      <button type="button" className={frame.tool} onClick={copy}>
        {/* Every label in one cell: the button is as wide as its widest, so nothing beside it moves. */}
        <span className={styles.labels}>
          {[...new Set(Object.values(copyLabels))].map((label) => (
            <span key={label} aria-hidden={label !== copyLabels[outcome]}>
              {label}
            </span>
          ))}
        </span>
      </button>
      <button type="button" className={frame.tool} onClick={() => void save()}>
        Download .html
      </button>
      <p className="visually-hidden" role="status">
        {statusText[outcome]}
      </p>
    </div>
  );
}
