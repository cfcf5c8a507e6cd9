/**
 * Saves text as a file through a Blob and a temporary link: for downloads of the signed-in user's
 * data, which a plain link would fetch without the user's token.
 */
export function saveTextFile(text: string, type: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // NOTE: revoked on the next tick, after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
