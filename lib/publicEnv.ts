// The public settings (NEXT_PUBLIC_*), read once for the server, the browser and the build.
// Next inlines `process.env.NEXT_PUBLIC_X` only where it is written out in full, so each
// variable is named here, and only here. No zod: this module ships in the browser bundle;
// lib/config.ts validates the same values when the site is built.

/** The raw values, as the environment (or a test) gives them. */
export type PublicEnvSource = Record<string, string | undefined>;

export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_OPTIN_SOURCE = 'website';

/** Surrounding blanks never count, and a blank value is unset. */
export const clean = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** A base URL, without the trailing slashes a path is appended after. */
const baseUrl = (value: string | undefined) => clean(value)?.replace(/\/+$/, '') || undefined;

/** Every public setting cleaned, with its default where it has one. */
export function readPublicEnv(source: PublicEnvSource) {
  return {
    NEXT_PUBLIC_SITE_URL: baseUrl(source.NEXT_PUBLIC_SITE_URL) ?? DEFAULT_SITE_URL,
    NEXT_PUBLIC_FORMS_HOST: baseUrl(source.NEXT_PUBLIC_FORMS_HOST),
    NEXT_PUBLIC_API_HOST: baseUrl(source.NEXT_PUBLIC_API_HOST),
    NEXT_PUBLIC_APP_URL: baseUrl(source.NEXT_PUBLIC_APP_URL),
    NEXT_PUBLIC_OPTIN_URL: clean(source.NEXT_PUBLIC_OPTIN_URL),
    NEXT_PUBLIC_OPTIN_SOURCE: clean(source.NEXT_PUBLIC_OPTIN_SOURCE) ?? DEFAULT_OPTIN_SOURCE,
    NEXT_PUBLIC_OPTIN_REDIRECT_URL: clean(source.NEXT_PUBLIC_OPTIN_REDIRECT_URL),
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: clean(source.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
    NEXT_PUBLIC_SENTRY_DSN: clean(source.NEXT_PUBLIC_SENTRY_DSN),
    NEXT_PUBLIC_GA_ID: clean(source.NEXT_PUBLIC_GA_ID),
    NEXT_PUBLIC_GOOGLE_ADS_ID: clean(source.NEXT_PUBLIC_GOOGLE_ADS_ID),
    NEXT_PUBLIC_GOOGLE_ADS_LABEL: clean(source.NEXT_PUBLIC_GOOGLE_ADS_LABEL),
    NEXT_PUBLIC_META_PIXEL_ID: clean(source.NEXT_PUBLIC_META_PIXEL_ID),
  };
}

export type PublicEnv = ReturnType<typeof readPublicEnv>;

/** True when the forms post to a host on another origin: the site's own forms host then serves nothing. */
export const formsPostElsewhere = (env: Pick<PublicEnv, 'NEXT_PUBLIC_FORMS_HOST' | 'NEXT_PUBLIC_SITE_URL'>) =>
  env.NEXT_PUBLIC_FORMS_HOST !== undefined &&
  new URL(env.NEXT_PUBLIC_FORMS_HOST).origin !== new URL(env.NEXT_PUBLIC_SITE_URL).origin;

export const publicEnv: PublicEnv = readPublicEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_FORMS_HOST: process.env.NEXT_PUBLIC_FORMS_HOST,
  NEXT_PUBLIC_API_HOST: process.env.NEXT_PUBLIC_API_HOST,
  NEXT_PUBLIC_APP_URL: process.env.NEXT_PUBLIC_APP_URL,
  NEXT_PUBLIC_OPTIN_URL: process.env.NEXT_PUBLIC_OPTIN_URL,
  NEXT_PUBLIC_OPTIN_SOURCE: process.env.NEXT_PUBLIC_OPTIN_SOURCE,
  NEXT_PUBLIC_OPTIN_REDIRECT_URL: process.env.NEXT_PUBLIC_OPTIN_REDIRECT_URL,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
  NEXT_PUBLIC_GOOGLE_ADS_ID: process.env.NEXT_PUBLIC_GOOGLE_ADS_ID,
  NEXT_PUBLIC_GOOGLE_ADS_LABEL: process.env.NEXT_PUBLIC_GOOGLE_ADS_LABEL,
  NEXT_PUBLIC_META_PIXEL_ID: process.env.NEXT_PUBLIC_META_PIXEL_ID,
});
