/**
 * Saves a file through a temporary link to its Blob: for downloads of the signed-in user's data, which a
 * plain link would fetch without the user's token.
 */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // NOTE: revoked on the next tick, after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file of `type` (see `saveFile`). */
export function saveTextFile(text: string, type: string, filename: string): void {
  saveFile(new Blob([text], { type }), filename);
}
