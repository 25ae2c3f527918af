import { MAX_LENGTH } from '@polyfence/lead-contract';

// What a required name, email or phone field is, wherever a form asks for one: its input
// type, autofill token and length limit. A field adds its label and `field(…)`.
export const NAME = { autoComplete: 'name', maxLength: MAX_LENGTH.name, required: true } as const;
export const EMAIL = {
  type: 'email',
  autoComplete: 'email',
  maxLength: MAX_LENGTH.email,
  required: true,
} as const;
export const PHONE = {
  type: 'tel',
  autoComplete: 'tel',
  maxLength: MAX_LENGTH.phone,
  required: true,
} as const;
