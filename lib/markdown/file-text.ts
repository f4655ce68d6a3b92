// What an opened file holds: whether the editor takes it (size, text or binary), how its bytes
// decode, and the sentence that tells the visitor what happened.

/** The largest file the editor opens: past a megabyte, typing and the preview fall behind. */
export const maxFileBytes = 1_000_000;
export const maxFileSize = '1 MB';

export type FileText =
  { ok: true; text: string; readAs: 'UTF-16' | 'Latin-1' | null } | { ok: false; reason: 'binary' };

const decode = (encoding: string, bytes: Uint8Array, fatal = false) =>
  new TextDecoder(encoding, { fatal }).decode(bytes);

/**
 * The text of a file's bytes. A byte-order mark decides the encoding; without one, NUL bytes
 * mostly on one side of each pair mean UTF-16, then UTF-8 is tried, then Latin-1 (as
 * Windows-1252, which browsers read for it). `readAs` names a guess the visitor should know of.
 * Bytes that decode to no plausible text are binary.
 */
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
    // ASCII in UTF-16 is a zero byte beside each letter: after it (little-endian) or before it.
    // Markdown has enough ASCII (spaces, line breaks, marks) for one side to hold many zeros.
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

// Control characters other than tabs, line and page breaks and escape (coloured logs): text has
// none or next to none, and any NUL means the bytes were not text in this encoding.
const control = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f\u007f]/g;

function checked(text: string, readAs: 'UTF-16' | 'Latin-1' | null = null): FileText {
  const controls: string[] = text.match(control) ?? [];
  if (controls.includes('\u0000') || controls.length * 100 > text.length) return binary;
  return { ok: true, text, readAs };
}

/** A file's size in megabytes, rounded up, so a file just past the limit never reads as at it. */
const megabytes = (bytes: number) => `${(Math.ceil(bytes / 100_000) / 10).toFixed(1)} MB`;

/** Why a file was not opened, before reading it: it is larger than the editor takes. */
export function tooLargeNote(file: { name: string; size: number }): string | null {
  if (file.size <= maxFileBytes) return null;
  return `${file.name} is too large to open (${megabytes(file.size)}): the editor opens files up to ${maxFileSize}.`;
}

/** What the visitor should know about a file that was read: refused, or how it was decoded. */
export function fileTextNote(name: string, read: FileText): string | null {
  if (!read.ok) return `${name} is not a text file (it holds binary data), so it was not opened.`;
  if (read.readAs === 'UTF-16') return `${name} was read as UTF-16 text.`;
  if (read.readAs === 'Latin-1') {
    return `${name} is not UTF-8, so it was read as Latin-1: if some letters look wrong, save it as UTF-8 and open it again.`;
  }
  return null;
}

/** Said when several files were dropped, with the one that opened, if it did. */
export function severalFilesNote(count: number, opened: string | null): string {
  const said = `${count} files were dropped; the editor opens one at a time`;
  return opened === null ? `${said}.` : `${said}, so only ${opened} was opened.`;
}
