// Option values sent to the hosts, the same in every language. Labels are translated in FormOptions.
export const ACTIVITIES = [
  'agency',
  'retail',
  'publisher',
  'affiliate',
  'consultants',
  'e-commerce',
  'other',
] as const;

export const BUSINESS_CATEGORIES = [
  'agency',
  'consultant',
  'business',
  'retail',
  'e-commerce',
  'small-business',
  'reseller',
  'other',
] as const;

export const JOBS = ['sales-representative', 'full-stack-developer', 'unsolicited-application'] as const;

// ISO 3166-1 alpha-2, in the order the form lists them (Canada first: most visitors are Canadian).
export const COUNTRIES = [
  'CA',
  'US',
  'AU',
  'BE',
  'FR',
  'IT',
  'JP',
  'MX',
  'MC',
  'SG',
  'ES',
  'CH',
  'GB',
] as const;

export type Activity = (typeof ACTIVITIES)[number];
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];
export type Job = (typeof JOBS)[number];
export type Country = (typeof COUNTRIES)[number];
