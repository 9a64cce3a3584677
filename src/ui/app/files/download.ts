/** Hands data to the browser as a file download; nothing leaves the machine (the spec: local files only). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function downloadText(fileName: string, mimeType: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: mimeType }));
}

/** Bytes composed elsewhere (the export worker's PDF or image). */
export function downloadBytes(fileName: string, mimeType: string, bytes: ArrayBuffer): void {
  downloadBlob(fileName, new Blob([bytes], { type: mimeType }));
}
