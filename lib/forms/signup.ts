import * as z from 'zod/mini';
import type { Locale } from '@/i18n/routing';
import {
  emailAddress,
  oneOf,
  rawText,
  requiredText,
  BUSINESS_CATEGORIES,
  COUNTRIES,
} from '@polyfence/lead-contract';

export const PASSWORD_MIN_LENGTH = 8;

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

/** Body of POST {API_HOST}/account/: the form's fields mapped to the account API's names. */
export interface SignupPayload {
  organization: {
    name: string;
    website: string;
    accounting_email: string;
    type: SignupValues['business_category'];
    address: {
      street: string;
      city: string;
      state: string;
      postal_code: string;
      country: SignupValues['country'];
    };
  };
  user: {
    email: string;
    first_name: string;
    last_name: string;
    password: string;
    company_role: string;
    language: 'en' | 'fr';
  };
}

export function toSignupPayload(values: SignupValues, locale: Locale): SignupPayload {
  return {
    organization: {
      name: values.organization_name,
      website: values.website_name,
      accounting_email: values.organization_email,
      type: values.business_category,
      address: {
        street: values.address,
        city: values.city,
        state: values.province,
        postal_code: values.postal_code,
        country: values.country,
      },
    },
    user: {
      email: values.email,
      first_name: values.first_name,
      last_name: values.last_name,
      password: values.password,
      company_role: values.form_organization_role,
      language: locale === 'fr' ? 'fr' : 'en',
    },
  };
}
