import { careerSchema, contactSchema, optinSchema } from '@polyfence/lead-contract';
import { signupSchema } from './signup';

/** The site's forms, as named in reports and conversion events. */
export type FormName = 'contact' | 'career' | 'signup' | 'optin';

/** Each form's controls (their `name`), in the order the form shows them: its schema's keys. */
export const FORM_FIELDS = {
  contact: fieldsOf(contactSchema),
  career: fieldsOf(careerSchema),
  signup: fieldsOf(signupSchema),
  optin: fieldsOf(optinSchema),
} satisfies Record<FormName, readonly string[]>;

function fieldsOf<Shape extends object>(schema: { shape: Shape }) {
  return Object.keys(schema.shape) as (keyof Shape & string)[];
}
