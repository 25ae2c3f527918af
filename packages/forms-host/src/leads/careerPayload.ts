import * as z from 'zod/mini';
import { careerSchema, CV_TYPE, cvSchema } from '@polyfence/lead-contract';

/**
 * The bytes of standard base64 (RFC 4648 §4), padded, no `data:` prefix, no line
 * breaks; null for anything else. Server-only (Buffer): Node's decoder skips what is not
 * base64, so re-encoding tells whether the text was exactly the encoding of its bytes.
 */
export function decodeBase64(content: string): Buffer | null {
  if (content.length % 4 !== 0) return null;
  const bytes = Buffer.from(content, 'base64');
  return bytes.toString('base64') === content ? bytes : null;
}

export const isBase64 = (content: string): boolean => decodeBase64(content) !== null;

/**
 * The CV as a forms host receives it: the browser's rules (cvSchema), measured on the
 * content itself, a PDF type, and the content decoded once into `bytes`. The browser's
 * `size` hint is dropped, a client could lie with it.
 */
export const cvPayloadSchema = z.pipe(
  z.transform((v: unknown) => {
    if (typeof v !== 'object' || v === null) return v;
    const cv: Record<string, unknown> = { ...v };
    delete cv.size;
    return cv;
  }),
  z.pipe(
    cvSchema.check(z.refine((cv) => cv.type === CV_TYPE, { message: 'error_file', abort: true })),
    z.transform((cv, ctx) => {
      const bytes = decodeBase64(cv.content);
      if (bytes) return { filename: cv.filename, type: CV_TYPE, bytes };
      ctx.issues.push({ code: 'custom', message: 'error_file_signature', input: cv });
      return z.NEVER;
    }),
  ),
);

/** Body of POST /propulso/career as the forms host validates it. */
export const careerPayloadSchema = z.extend(careerSchema, { files: cvPayloadSchema });

export type CareerPayloadValues = z.output<typeof careerPayloadSchema>;
