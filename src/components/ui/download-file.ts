/**
 * Saves generated content as a file: a Blob behind a temporary object URL and a clicked `download` link.
 * The URL is revoked on the next task, after the browser has started the download.
 */
/**
 * `tonlens-<subject>-2026-11-22T10-15-00Z.<extension>`: the name of an exported file, sortable by time and
 * valid on every file system (no colons).
 */
export function exportedFileName(subject: string, extension: string, at: Date): string {
  return `tonlens-${subject}-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.${extension}`;
}

export function downloadFile(content: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
