/** Saves text as a file the browser downloads (the keys just issued: made here, never fetched again). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(fileName, new Blob([text], { type }));
}

/** Saves a PDF the server answered in base64 (login cards: their PINs are in this answer only). */
export function downloadPdf(fileName: string, base64: string): void {
  saveBlob(fileName, new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'application/pdf' }));
}

function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file the coordinator chose, as base64 of its bytes (the server checks their encoding). */
export async function fileBase64(file: File): Promise<string> {
  let binary = '';
  for (const b of new Uint8Array(await file.arrayBuffer())) binary += String.fromCharCode(b);
  return btoa(binary);
}
