import { z } from 'zod';

// Spec §5: a standard email pattern, else error_valid_email.
export const optinSchema = z.object({
  EMAIL: z
    .string({ error: 'error_valid_email' })
    .trim()
    .pipe(z.email({ error: 'error_valid_email' })),
});

export type OptinInput = z.input<typeof optinSchema>;
export type OptinValues = z.output<typeof optinSchema>;
