import { z } from 'zod';

// Each NEXT_PUBLIC_ variable is named literally so Next inlines it in client bundles.
const raw = {
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
};

/** Unset and empty are the same: the feature is off (or uses its default). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .transform((v) => v.replace(/\/+$/, ''));
/**
 * An absolute http(s) URL, or a path of this site: one leading "/" ("//host" is another
 * site), no backslash (browsers read it as "/") and no whitespace.
 */
const urlOrSitePath = z
  .string()
  .refine(
    (v) =>
      v.startsWith('/')
        ? !v.startsWith('//') && !/[\\\s]/.test(v)
        : z.url({ protocol: /^https?$/ }).safeParse(v).success,
    'must be an absolute http(s) URL or a path of the site starting with "/"',
  );
const token = z.string().regex(/^[A-Za-z0-9._-]+$/, 'must hold only letters, digits, ".", "_" or "-"');

export const configSchema = z.object({
  NEXT_PUBLIC_SITE_URL: optional(httpUrl).transform((v) => v ?? 'http://localhost:3000'),
  NEXT_PUBLIC_FORMS_HOST: optional(httpUrl),
  NEXT_PUBLIC_API_HOST: optional(httpUrl),
  NEXT_PUBLIC_APP_URL: optional(httpUrl),
  NEXT_PUBLIC_OPTIN_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })),
  NEXT_PUBLIC_OPTIN_SOURCE: optional(z.string().max(100)).transform((v) => v ?? 'website'),
  NEXT_PUBLIC_OPTIN_REDIRECT_URL: optional(urlOrSitePath),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optional(token),
  NEXT_PUBLIC_SENTRY_DSN: optional(z.url({ protocol: /^https?$/, error: 'must be a Sentry DSN URL' })),
  NEXT_PUBLIC_GA_ID: optional(z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')),
  NEXT_PUBLIC_GOOGLE_ADS_ID: optional(z.string().regex(/^AW-\d+$/, 'must look like AW-123456789')),
  NEXT_PUBLIC_GOOGLE_ADS_LABEL: optional(token),
  NEXT_PUBLIC_META_PIXEL_ID: optional(z.string().regex(/^\d+$/, 'must be digits only')),
});

export type Config = z.infer<typeof configSchema>;

/** Parses an environment; throws one error naming every malformed variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const config: Config = parseConfig(raw);
