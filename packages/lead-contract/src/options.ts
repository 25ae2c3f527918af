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

// ISO 3166-1 alpha-2: Canada and the United States first (most visitors are North American), then the
// rest, which the form lists in the alphabetical order of their labels in the page's language
// (countryOptions below).
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

/** The country options as the form lists them: the first two fixed, the rest sorted by their label. */
export function countryOptions(label: (country: Country) => string, locale: string) {
  const collator = new Intl.Collator(locale);
  const options = COUNTRIES.map((value) => ({ value, label: label(value) }));
  return [...options.slice(0, 2), ...options.slice(2).sort((a, b) => collator.compare(a.label, b.label))];
}

export type Activity = (typeof ACTIVITIES)[number];
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];
export type Job = (typeof JOBS)[number];
export type Country = (typeof COUNTRIES)[number];
