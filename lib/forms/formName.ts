/** The site's forms, as named in reports and conversion events. */
export type FormName = 'contact' | 'career' | 'signup' | 'optin';

/**
 * Each form's controls (their `name`), in the order the form shows them: its schema's keys,
 * written out so that a page holds them without the schema code (a test keeps them equal).
 */
export const FORM_FIELDS = {
  contact: ['name', 'company_name', 'email', 'phone', 'activity', 'role'],
  career: ['name', 'email', 'phone', 'job', 'files'],
  signup: [
    'organization_name',
    'organization_email',
    'website_name',
    'business_category',
    'address',
    'city',
    'province',
    'postal_code',
    'country',
    'first_name',
    'last_name',
    'email',
    'form_organization_role',
    'password',
    'confirm_password',
    'terms',
  ],
  optin: ['EMAIL'],
} as const satisfies Record<FormName, readonly string[]>;
