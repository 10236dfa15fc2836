/** Has the browser save `blob` as a file named `filename`, as a download link would. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  // The download has started by then; the object URL only holds the blob in memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
