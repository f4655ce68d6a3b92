import {
  fileText,
  fileTextNote,
  severalFilesNote,
  tooLargeNote,
  type FileText,
} from '@/lib/markdown/file-text';
import { opensAsMarkdown } from '@/lib/markdown/files';

export function download(name: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

export async function openedFile(
  files: readonly File[],
): Promise<{ text: string | null; note: string | null }> {
  const file = files.find(opensAsMarkdown) ?? files[0];
  if (!file) return { text: null, note: null };
  const several = (opened: boolean) =>
    files.length > 1 ? [severalFilesNote(files.length, opened ? file.name : null)] : [];
  const refused = (note: string) => ({ text: null, note: [note, ...several(false)].join(' ') });

  if (!opensAsMarkdown(file)) {
    return refused(`${file.name} is not a markdown or text file, so it was not opened.`);
  }
  // Before reading: reading a huge file whole is what would freeze the tab.
  const tooLarge = tooLargeNote(file);
  if (tooLarge !== null) return refused(tooLarge);
  let read: FileText;
  try {
    read = fileText(await readBytes(file));
  } catch {
    return refused(`${file.name} could not be read, so it was not opened.`);
  }
  const note = fileTextNote(file.name, read);
  if (!read.ok) return refused(note!);
  const notes = [...(note === null ? [] : [note]), ...several(true)];
  return { text: read.text, note: notes.length > 0 ? notes.join(' ') : null };
}
