// What a CV may be, as plain values and checks: the career form shows the limit before any
// schema code is loaded.

/** Largest CV accepted, in bytes: a CV is a few pages, and the limit keeps the JSON post reasonable. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_MAX_MB = CV_MAX_BYTES / (1024 * 1024);
export const CV_TYPE = 'application/pdf';

/** Decoded size of a base64 string, without decoding it. */
export function base64Bytes(content: string): number {
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((content.length * 3) / 4) - padding);
}

/** True when the base64 content starts with the PDF signature `%PDF-`. */
export function hasPdfSignature(content: string): boolean {
  try {
    return atob(content.slice(0, 8)).startsWith('%PDF-');
  } catch {
    return false;
  }
}
