/**
 * Saves a file through a temporary <a download> (in Electron this opens the system save dialog);
 * the renderer never touches the file system itself.
 */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some engines start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function saveTextFile(filename: string, text: string, mime = 'text/plain'): void {
  saveBlob(filename, new Blob([text], { type: `${mime};charset=utf-8` }));
}
