import type { Locale } from '@/i18n/routing';
import type { SignupValues } from './signupSchema';

// The account form's plain parts; its schema (signupSchema.ts) is loaded on the form's first use.

export const PASSWORD_MIN_LENGTH = 8;

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
