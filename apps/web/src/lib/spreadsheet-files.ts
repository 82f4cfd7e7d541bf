import type { SpreadsheetFileDto } from '@spool/contracts';

/**
 * Spreadsheets between the browser and the server, for every feature that uploads or
 * downloads one (the cost file, the style import): a chosen file's bytes in base64, as the
 * import calls carry them, and a file from the server handed to the browser's downloads.
 */

/** A file's bytes in base64, as the import calls carry them. */
export async function readFileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** Hands bytes to the browser's downloads under this name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Hands a file from the server (base64 in a JSON answer) to the browser's downloads, under its own name. */
export function saveSpreadsheet(file: SpreadsheetFileDto): void {
  const binary = atob(file.content);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  saveFile(new Blob([bytes], { type: file.contentType }), file.fileName);
}
