import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readBytes } from '@/components/markdown/open-and-save';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { maxFileBytes } from '@/lib/markdown/file-text';
import { editor, renderWithTyped } from '../fixtures/markdown-editor';

// A guard against a hang, not a speed budget: typing with user-event on a machine whose cores
// are busy elsewhere takes longer than Jest's default 5 s.
jest.setTimeout(30_000);

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const file = (content: string | Uint8Array, name = 'notes.md', type = 'text/markdown') =>
  new File([content as BlobPart], name, { type });
const drop = (...files: File[]) =>
  fireEvent.drop(editor(), { dataTransfer: { files, types: ['Files'] } });
const readText = async (blob: Blob) => new TextDecoder().decode(await readBytes(blob));

beforeEach(() => localStorage.clear());

it('opens a markdown file over the text, and the open can be undone', async () => {
  const { user } = await renderWithTyped('unsaved work');
  await user.click(screen.getByRole('button', { name: 'Open file' }));
  await user.upload(picker(), file('# From a file'));
  await waitFor(() => expect(editor()).toHaveValue('# From a file'));
  expect(document.getElementById('preview')).toHaveTextContent('From a file');

  await user.click(screen.getByRole('button', { name: 'Undo open' }));
  expect(editor()).toHaveValue('unsaved work');
});

it('opens a file dropped on the editor, and refuses what is not text', async () => {
  render(<MarkdownEditor />);
  fireEvent.drop(editor(), { dataTransfer: { files: [file('dropped *text*')], types: ['Files'] } });
  await waitFor(() => expect(editor()).toHaveValue('dropped *text*'));

  fireEvent.drop(editor(), {
    dataTransfer: { files: [file('PNG', 'photo.png', 'image/png')], types: ['Files'] },
  });
  expect(await screen.findByText(/photo.png is not a markdown or text file/)).toBeInTheDocument();
  expect(editor()).toHaveValue('dropped *text*');
});

describe('files the editor must not open as they are', () => {
  const note = (text: RegExp) => screen.findByText(text);

  it('refuses a file over the size limit without reading it', async () => {
    const reads = [
      jest.spyOn(FileReader.prototype, 'readAsArrayBuffer'),
      jest.spyOn(FileReader.prototype, 'readAsText'),
    ];
    render(<MarkdownEditor />);
    const before = (editor() as HTMLTextAreaElement).value;
    drop(file(new Uint8Array(maxFileBytes + 1), 'huge.md'));
    expect(await note(/huge\.md is too large to open \(1\.1 MB\): .* up to 1 MB\./)).toBeVisible();
    expect(editor()).toHaveValue(before);
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('reads Latin-1 and UTF-16 without a byte-order mark as the text they hold, and says so', async () => {
    render(<MarkdownEditor />);
    drop(
      file(
        Uint8Array.from('# Café', (char) => char.charCodeAt(0)),
        'latin.md',
      ),
    );
    await waitFor(() => expect(editor()).toHaveValue('# Café'));
    expect(await note(/latin\.md is not UTF-8, so it was read as Latin-1/)).toBeVisible();

    const wide = '# Naïve\n\n- 中文';
    drop(
      file(new Uint8Array(Uint16Array.from(wide, (char) => char.charCodeAt(0)).buffer), 'wide.md'),
    );
    await waitFor(() => expect(editor()).toHaveValue(wide));
    expect(await note(/wide\.md was read as UTF-16 text/)).toBeVisible();
  });

  it('refuses a binary file, whatever its name', async () => {
    render(<MarkdownEditor />);
    const before = (editor() as HTMLTextAreaElement).value;
    drop(
      file(
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
        'image.md',
      ),
    );
    expect(await note(/image\.md is not a text file .* so it was not opened/)).toBeVisible();
    expect(editor()).toHaveValue(before);
  });

  it('opens one of several dropped files, and says the others were not', async () => {
    render(<MarkdownEditor />);
    drop(file('PNG', 'photo.png', 'image/png'), file('first'), file('second', 'second.md'));
    await waitFor(() => expect(editor()).toHaveValue('first'));
    expect(
      await note(
        /^3 files were dropped; the editor opens one at a time, so only notes\.md was opened\.$/,
      ),
    ).toBeVisible();
  });
});

describe('downloads', () => {
  const saved: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the text as .md and the preview as a page of its own', async () => {
    const user = userEvent.setup();
    render(<MarkdownEditor />);
    fireEvent.change(editor(), { target: { value: '# My notes\n\n**bold**' } });

    await user.click(screen.getByRole('button', { name: 'Download .md' }));
    expect(saved[0]!.name).toBe('my-notes.md');
    expect(await readText(saved[0]!.blob)).toBe('# My notes\n\n**bold**');

    await user.click(screen.getByRole('button', { name: 'Download .html' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toBe('my-notes.html');
    const page = await readText(saved[1]!.blob);
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain(document.getElementById('preview')!.innerHTML);
    expect(page).toContain('<strong>bold</strong>');
  });

  it('downloads as .html the text the editor holds, before the preview has caught up', async () => {
    render(<MarkdownEditor />);
    const long = `# Long\n\n${'A paragraph.\n\n'.repeat(130)}`;
    fireEvent.change(editor(), { target: { value: long } });
    // The worker's first answer: over waitFor's default second on a loaded machine (two cores, 26).
    await waitFor(
      () => expect(document.getElementById('preview')).toHaveTextContent('A paragraph'),
      { timeout: 15_000 },
    );
    // The worker has not answered for the edit yet when the button is clicked.
    fireEvent.change(editor(), { target: { value: `${long}The last edit.` } });
    fireEvent.click(screen.getByRole('button', { name: 'Download .html' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await readText(saved[0]!.blob)).toContain('<p>The last edit.</p>');
  });
});
