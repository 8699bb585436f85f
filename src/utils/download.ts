/** Saves text as a file through a temporary Blob link; nothing leaves the browser. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download may find no file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
