import { z } from 'zod';
import { publicEnv, readPublicEnv, type PublicEnv, type PublicEnvSource } from './publicEnv';
import { CONTROL_CHARACTER } from '@polyfence/lead-contract';

// The checks of the public settings (lib/publicEnv.ts reads and cleans them). next.config.ts
// runs them, so a malformed value fails the build; the browser never loads zod for them.

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
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
  NEXT_PUBLIC_SITE_URL: httpUrl,
  NEXT_PUBLIC_FORMS_HOST: httpUrl.optional(),
  NEXT_PUBLIC_API_HOST: httpUrl.optional(),
  NEXT_PUBLIC_APP_URL: httpUrl.optional(),
  NEXT_PUBLIC_OPTIN_URL: httpUrl.optional(),
  NEXT_PUBLIC_OPTIN_SOURCE: z
    .string()
    .max(100)
    .refine((source) => !CONTROL_CHARACTER.test(source), 'must hold no control characters'),
  NEXT_PUBLIC_OPTIN_REDIRECT_URL: urlOrSitePath.optional(),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: token.optional(),
  NEXT_PUBLIC_SENTRY_DSN: z.url({ protocol: /^https?$/, error: 'must be a Sentry DSN URL' }).optional(),
  NEXT_PUBLIC_GA_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
    .optional(),
  NEXT_PUBLIC_GOOGLE_ADS_ID: z
    .string()
    .regex(/^AW-\d+$/, 'must look like AW-123456789')
    .optional(),
  NEXT_PUBLIC_GOOGLE_ADS_LABEL: token.optional(),
  NEXT_PUBLIC_META_PIXEL_ID: z.string().regex(/^\d+$/, 'must be digits only').optional(),
});

/** Returns `env` unchanged, or throws one error naming every malformed variable. */
export function checkPublicEnv(env: PublicEnv): PublicEnv {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return env;
}

/** Reads, cleans and checks an environment, as the build does with the real one. */
export const parseConfig = (source: PublicEnvSource): PublicEnv => checkPublicEnv(readPublicEnv(source));

/** Fails the build (next.config.ts) on a malformed public setting, naming it. */
export const checkBuildEnv = () => checkPublicEnv(publicEnv);
