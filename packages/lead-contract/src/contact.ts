import * as z from 'zod/mini';
import { optionalText, oneOf, requiredText } from './fields';
import { ACTIVITIES } from './options';

// Every field but role is required; the email has no format check (a phone call is the point).
export const contactSchema = z.object({
  name: requiredText('error_fields'),
  company_name: requiredText('error_fields'),
  email: requiredText('error_fields', 'email'),
  phone: requiredText('error_fields', 'phone'),
  activity: oneOf(ACTIVITIES, 'error_fields'),
  role: optionalText(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
