// Pictures named relative to their document (`./x.png`, `x.png`, `../other/x.png`), as page
// bundles name them, are rewritten to their path on the site (`/writing/post/x.png`), which
// pictureFile finds beside the document; so they get the same copies and checks as any picture.
// Lines never change.
import { existsSync } from 'node:fs';
import { posix } from 'node:path';
import { contentFiles, decoded, pictureFile } from './content-files';
import { gfmTree } from '../article/images';
import { walk } from '../article/walk';

interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface MissingPicture {
  line: number;
  src: string;
  /** The file looked for. */
  path: string;
}

const pictureEnding = /\.(?:png|jpe?g|webp|avif|gif|svg)$/i;

// No scheme, not the site's own path, not `//host`, not `#id`.
const isRelative = (src: string) =>
  src !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(src) && !/^[/#?]/.test(src);

const htmlImage = /(<img\b[^>]*?\ssrc\s*=\s*)("[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/** `text` of `file` (`lib/content/writing/post/index.md`) with its relative pictures' paths. */
export function resolvePictures(text: string, file: string, root = process.cwd()) {
  const content = `${posix.dirname(contentFiles.pictures)}/`;
  const pictures = posix.join(root, contentFiles.pictures);
  const edits: Edit[] = [];
  const missing: MissingPicture[] = [];
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  // Edit the destination only; a query or fragment (Hugo themes' `x.png#float-right`) is dropped.
  const resolve = (src: string, start: number, length: number) => {
    const target = posix.join(posix.dirname(file), decoded(src).replace(/[?#].*$/s, ''));
    if (!pictureEnding.test(target)) return;
    const path = `/${target.slice(content.length)}`;
    if (!target.startsWith(content) || !existsSync(pictureFile(path, pictures))) {
      missing.push({ line: lineAt(start), src, path: target });
      return;
    }
    edits.push({ start, end: start + length, text: encodeURI(path) });
  };
  walk(gfmTree(text), (node) => {
    if (node.type === 'image' || node.type === 'definition') {
      if (!isRelative(node.url)) return;
      const { start, end } = node.position!;
      const source = text.slice(start.offset, end.offset);
      // The destination follows the alt text (or the label); try it as parsed, then as written.
      const after = source.lastIndexOf(node.type === 'image' ? '](' : ']:');
      for (const written of new Set([node.url, decoded(node.url)])) {
        const at = source.indexOf(written, after);
        if (after !== -1 && at !== -1) return resolve(written, start.offset! + at, written.length);
      }
    }
    if (node.type === 'html') {
      const offset = node.position!.start.offset!;
      for (const match of node.value.matchAll(htmlImage)) {
        const quoted = match[2]!;
        const src = /^["']/.test(quoted) ? quoted.slice(1, -1) : quoted;
        if (!isRelative(src)) continue;
        const start = offset + match.index + match[1]!.length + (src === quoted ? 0 : 1);
        resolve(src, start, src.length);
      }
    }
  });
  const resolved = edits
    .sort((a, b) => b.start - a.start)
    .reduce((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), text);
  return { text: resolved, missing };
}
