import * as z from 'zod/mini';
import { cvSchema } from './cv';
import { oneOf, requiredText } from './fields';
import { JOBS } from './options';

// Every field is required, else error_fields; the CV rules live in cvSchema.
export const careerSchema = z.object({
  name: requiredText('error_fields'),
  email: requiredText('error_fields', 'email'),
  phone: requiredText('error_fields', 'phone'),
  job: oneOf(JOBS, 'error_fields'),
  files: cvSchema,
});

export type CareerInput = z.input<typeof careerSchema>;
export type CareerValues = z.output<typeof careerSchema>;
