import * as z from 'zod/mini';
import { careerSchema, contactSchema, cvSchema, optinSchema } from '@polyfence/lead-contract';
import { readCvFile } from './readCvFile';
import { signupSchema } from './signupSchema';

// Every form's schema code (zod, the resolver, the CV reader) in one chunk, which a form
// fetches once the visitor using it pauses (loadValidation.ts): no page pays for it up front.
export { zodResolver } from '@hookform/resolvers/zod';
export { encodeLeadSource, leadSourceSchema } from '@polyfence/lead-contract';

// The file input gives a FileList; the shared schema wants the CV object, read from the chosen PDF.
const careerFieldsSchema = z.extend(careerSchema, {
  files: z.pipe(
    z.pipe(
      z.custom<FileList | null | undefined>(),
      z.transform(async (list) => (list?.[0] ? readCvFile(list[0]) : undefined)),
    ),
    cvSchema,
  ),
});

/** Each form's schema: what its fields take (input) and what it sends (output). */
export const formSchemas = {
  contact: contactSchema,
  career: careerFieldsSchema,
  signup: signupSchema,
  optin: optinSchema,
};

export type FormSchemas = typeof formSchemas;
