// The public settings the forms call, as Next inlines them in the browser bundle.
// Read directly rather than through lib/config (zod classic, ~25 kB in every form):
// next.config.ts imports lib/config, so a malformed value still fails the build.
const clean = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);
const baseUrl = (value: string | undefined) => clean(value)?.replace(/\/+$/, '');

export const publicEnv = {
  formsHost: baseUrl(process.env.NEXT_PUBLIC_FORMS_HOST),
  apiHost: baseUrl(process.env.NEXT_PUBLIC_API_HOST),
  appUrl: baseUrl(process.env.NEXT_PUBLIC_APP_URL),
  optinUrl: clean(process.env.NEXT_PUBLIC_OPTIN_URL),
  optinSource: clean(process.env.NEXT_PUBLIC_OPTIN_SOURCE) ?? 'website',
  optinRedirectUrl: clean(process.env.NEXT_PUBLIC_OPTIN_REDIRECT_URL),
};
