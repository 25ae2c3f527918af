import { randomBytes } from 'node:crypto';

/** A PDF-signed file of `size` bytes with random content: every byte must come back the same. */
export function pdfBytes(size = 2048): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}
