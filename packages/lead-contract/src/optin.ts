import * as z from 'zod/mini';
import { emailAddress } from './fields';

// A standard email pattern, else error_valid_email.
export const optinSchema = z.object({
  EMAIL: emailAddress('error_valid_email'),
});

export type OptinInput = z.input<typeof optinSchema>;
export type OptinValues = z.output<typeof optinSchema>;
