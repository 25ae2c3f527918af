import * as z from 'zod/mini';
import { base64Bytes, CV_MAX_BYTES, hasPdfSignature } from './cvFile';
import { CONTROL_CHARACTER, CONTROL_CHARACTERS, MAX_LENGTH, TOO_LONG } from './limits';

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
