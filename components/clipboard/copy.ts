export type CopyOutcome = 'copied' | 'failed';

/** A copy button's label once it has copied, or been refused. */
export const copiedLabels: Record<CopyOutcome, string> = {
  copied: 'Copied',
  failed: 'Not copied',
};

/** Writes to the clipboard and says whether it worked: a browser may refuse, or have none. */
export async function copyWith(
  write: (clipboard: Clipboard) => Promise<void>,
): Promise<CopyOutcome> {
  try {
    await write(navigator.clipboard);
    return 'copied';
  } catch {
    return 'failed';
  }
}
