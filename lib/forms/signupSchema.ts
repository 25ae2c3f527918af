import * as z from 'zod/mini';
import {
  emailAddress,
  oneOf,
  rawText,
  requiredText,
  BUSINESS_CATEGORIES,
  COUNTRIES,
} from '@polyfence/lead-contract';
import { PASSWORD_MIN_LENGTH } from './signup';

const invalid = 'signup_page.general_error';
const email = emailAddress(invalid);

// Every field is required and valid, else signup_page.general_error.
export const signupSchema = z
  .object({
    organization_name: requiredText(invalid),
    organization_email: email,
    website_name: requiredText(invalid, 'url'),
    business_category: oneOf(BUSINESS_CATEGORIES, invalid),
    address: requiredText(invalid, 'address'),
    city: requiredText(invalid),
    province: requiredText(invalid),
    postal_code: requiredText(invalid, 'postalCode'),
    country: oneOf(COUNTRIES, invalid),
    first_name: requiredText(invalid),
    last_name: requiredText(invalid),
    email,
    form_organization_role: requiredText(invalid),
    password: rawText(invalid, PASSWORD_MIN_LENGTH, 'password'),
    confirm_password: rawText(invalid, 1, 'password'),
    terms: z.literal(true, { error: invalid }),
  })
  .check(
    z.refine((v) => v.password === v.confirm_password, {
      message: invalid,
      path: ['confirm_password'],
      // Also flag a mismatch while other fields are still missing.
      when: ({ value }) => {
        const v = value as { password?: unknown; confirm_password?: unknown };
        return typeof v.password === 'string' && typeof v.confirm_password === 'string';
      },
    }),
  );

export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;
