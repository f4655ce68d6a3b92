export const maxFileBytes = 1_000_000;
export const maxFileSize = '1 MB';

export type FileText =
  { ok: true; text: string; readAs: 'UTF-16' | 'Latin-1' | null } | { ok: false; reason: 'binary' };

const decode = (encoding: string, bytes: Uint8Array, fatal = false) =>
  new TextDecoder(encoding, { fatal }).decode(bytes);

// A byte-order mark decides; else NULs on one side of each pair mean UTF-16; else UTF-8, else
// Windows-1252 (what browsers read for Latin-1).
export function fileText(bytes: Uint8Array): FileText {
  const [first, second, third] = bytes;
  if (first === 0xef && second === 0xbb && third === 0xbf) return checked(decode('utf-8', bytes));
  if (first === 0xff && second === 0xfe) return checked(decode('utf-16le', bytes));
  if (first === 0xfe && second === 0xff) return checked(decode('utf-16be', bytes));
  const zeros = [0, 0];
  for (let index = 0; index < bytes.length; index += 1)
    if (bytes[index] === 0) zeros[index % 2]! += 1;
  const [even, odd] = zeros as [number, number];
  if (even + odd > 0) {
    const [fewer, more] = [Math.min(even, odd), Math.max(even, odd)];
    if (bytes.length % 2 === 1 || fewer * 8 > more || more * 20 < bytes.length / 2) return binary;
    try {
      return checked(decode(odd > even ? 'utf-16le' : 'utf-16be', bytes, true), 'UTF-16');
    } catch {
      return binary;
    }
  }
  try {
    return checked(decode('utf-8', bytes, true));
  } catch {
    return checked(decode('windows-1252', bytes), 'Latin-1');
  }
}

const binary: FileText = { ok: false, reason: 'binary' };

// Text has next to no control characters (escape is allowed: coloured logs), and no NUL.
const control = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f\u007f]/g;

function checked(text: string, readAs: 'UTF-16' | 'Latin-1' | null = null): FileText {
  const controls: string[] = text.match(control) ?? [];
  if (controls.includes('\u0000') || controls.length * 100 > text.length) return binary;
  return { ok: true, text, readAs };
}

const megabytes = (bytes: number) => `${(Math.ceil(bytes / 100_000) / 10).toFixed(1)} MB`;

export function tooLargeNote(file: { name: string; size: number }): string | null {
  if (file.size <= maxFileBytes) return null;
  return `${file.name} is too large to open (${megabytes(file.size)}): the editor opens files up to ${maxFileSize}.`;
}

export function fileTextNote(name: string, read: FileText): string | null {
  if (!read.ok) return `${name} is not a text file (it holds binary data), so it was not opened.`;
  if (read.readAs === 'UTF-16') return `${name} was read as UTF-16 text.`;
  if (read.readAs === 'Latin-1') {
    return `${name} is not UTF-8, so it was read as Latin-1: if some letters look wrong, save it as UTF-8 and open it again.`;
  }
  return null;
}

export function severalFilesNote(count: number, opened: string | null): string {
  const said = `${count} files were dropped; the editor opens one at a time`;
  return opened === null ? `${said}.` : `${said}, so only ${opened} was opened.`;
}
