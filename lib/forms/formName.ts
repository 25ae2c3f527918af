/** The site's forms, as named in reports and conversion events. */
export type FormName = 'contact' | 'career' | 'signup' | 'optin';
