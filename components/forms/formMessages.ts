import type { Messages } from 'next-intl';

/** Top-level catalogue entries every form's client island needs (states and validation). */
export const FORM_MESSAGES = [
  'sending',
  'success_message',
  'error_sending',
  'error_fields',
  'error_valid_email',
  'error_file',
  'error_file_signature',
  'error_file_size',
  'error_too_long',
] as const satisfies readonly (keyof Messages)[];
