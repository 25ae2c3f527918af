import * as z from 'zod/mini';
import { careerSchema } from './career';
import { cvSchema } from './cv';

/** Standard base64 (RFC 4648 §4), padded, no `data:` prefix, no line breaks. */
export function isBase64(content: string): boolean {
  return content.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(content);
}

/**
 * The CV as a forms host receives it: the browser's rules (cvSchema), measured on the
 * content itself. The browser's `size` hint is dropped, a client could lie with it.
 */
export const cvPayloadSchema = z.pipe(
  z.transform((v: unknown) => {
    if (typeof v !== 'object' || v === null) return v;
    const cv: Record<string, unknown> = { ...v };
    delete cv.size;
    return cv;
  }),
  cvSchema.check(z.refine((cv) => isBase64(cv.content), { message: 'error_file_signature', abort: true })),
);

/** Body of POST /propulso/career as the forms host validates it (CONTRACT.md). */
export const careerPayloadSchema = z.extend(careerSchema, { files: cvPayloadSchema });

export type CareerPayloadValues = z.output<typeof careerPayloadSchema>;
