import type { FastifyReply } from 'fastify';

/** An ASCII-only file name for Content-Disposition (the UTF-8 form goes in filename*). */
export function safePdfFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '') || 'document';
  const ascii = base
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+|_+$/g, '')
    .slice(0, 60);
  return `${ascii || 'document'}.pdf`;
}

/**
 * Sends a PDF so that no browser renders it as anything else: the PDF type,
 * nosniff, attachment (or inline) with a safe file name, never cached.
 */
export function sendPdf(
  reply: FastifyReply,
  bytes: Uint8Array,
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const safe = safePdfFileName(fileName);
  const utf8 = encodeURIComponent(`${fileName.replace(/\.[^.]*$/, '') || 'document'}.pdf`);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${safe}"; filename*=UTF-8''${utf8}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(Buffer.from(bytes));
}
