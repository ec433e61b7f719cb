/**
 * docx -> PDF through a conversion service with Gotenberg's LibreOffice
 * route: `POST {url}/forms/libreoffice/convert`, multipart with the file in
 * `files`, answered with the PDF.
 */
export async function convertWithService(
  serviceUrl: string,
  docx: Uint8Array,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const form = new FormData();
  form.append(
    'files',
    new Blob([Buffer.from(docx)], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    'document.docx',
  );
  const response = await fetch(`${serviceUrl}/forms/libreoffice/convert`, {
    method: 'POST',
    body: form,
    signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`the conversion service answered ${response.status}: ${detail}`);
  }
  return new Uint8Array(await response.arrayBuffer());
}
