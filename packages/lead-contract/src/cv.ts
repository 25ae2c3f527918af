import * as z from 'zod/mini';
import { CONTROL_CHARACTER, CONTROL_CHARACTERS, MAX_LENGTH, TOO_LONG } from './fields';

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

/**
 * The CV as the career form sends it: base64 content with no `data:` prefix.
 * `size` is a client-side hint (the file's byte size, known before reading it);
 * a server handler has no hint and measures the content instead.
 */
export const cvSchema = z
  .object(
    {
      // Only ever stored as text: the export names each CV file by the application's id.
      filename: z.string(),
      content: z.string(),
      type: z.string(),
      size: z.optional(z.number().check(z.int(), z.nonnegative())),
    },
    { error: 'error_fields' },
  )
  .check(
    z.superRefine((cv, ctx) => {
      // One message at a time, in the order a visitor can act on it.
      if (!/\.pdf$/i.test(cv.filename)) ctx.addIssue({ code: 'custom', message: 'error_file' });
      else if (cv.filename.length > MAX_LENGTH.filename) ctx.addIssue({ code: 'custom', message: TOO_LONG });
      else if (CONTROL_CHARACTER.test(cv.filename))
        ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTERS });
      else if ((cv.size ?? base64Bytes(cv.content)) > CV_MAX_BYTES)
        ctx.addIssue({ code: 'custom', message: 'error_file_size' });
      else if (!hasPdfSignature(cv.content))
        ctx.addIssue({ code: 'custom', message: 'error_file_signature' });
    }),
  );

export type CvFile = z.infer<typeof cvSchema>;
