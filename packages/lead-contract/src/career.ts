import * as z from 'zod/mini';
import { CV_TYPE, cvSchema } from './cv';
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

/** Body of POST {FORMS_HOST}/propulso/career. */
export interface CareerPayload {
  name: string;
  email: string;
  phone: string;
  job: CareerValues['job'];
  files: { filename: string; content: string; type: typeof CV_TYPE };
}

export function toCareerPayload(values: CareerValues): CareerPayload {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    job: values.job,
    files: { filename: values.files.filename, content: values.files.content, type: CV_TYPE },
  };
}
