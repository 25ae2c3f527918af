import type { Messages } from 'next-intl';
import { TOP_LEVEL_VALIDATION_MESSAGES } from '@polyfence/lead-contract';

/** Top-level catalogue entries every form's client island needs (states and validation). */
export const FORM_MESSAGES = [
  'sending',
  'success_message',
  'error_sending',
  ...TOP_LEVEL_VALIDATION_MESSAGES,
] as const satisfies readonly (keyof Messages)[];
