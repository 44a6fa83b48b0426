/**
 * Sharing a result: the Web Share sheet where there is one (phones), else the clipboard. Returns
 * what happened, for the button's feedback; a share the reader cancels is not an error.
 */
export async function shareText(text: string, url: string): Promise<'shared' | 'copied' | 'failed'> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  if (nav?.share) {
    try {
      await nav.share({ text, url });
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'shared';
    }
  }
  try {
    await nav?.clipboard?.writeText(`${text}\n${url}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}
