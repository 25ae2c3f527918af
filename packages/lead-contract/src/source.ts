import * as z from 'zod/mini';
import { CONTROL_CHARACTER } from './fields';

/**
 * Where a lead came from, as the browser records it for the visit (first-party, in the tab's
 * sessionStorage, no cookie) and sends with a form to the site's own host, in a header of
 * its own so the contract's bodies stay as they are.
 */
export const LEAD_SOURCE_HEADER = 'X-Lead-Source';

/** The calls to action that open a form, by where they sit. */
export const LEAD_CTAS = ['header', 'hero', 'home-cta', 'draw', 'contact-page', 'careers-page'] as const;

export const UTM_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** Ad click ids, kept only with the visitor's consent to advertising cookies. */
export const CLICK_IDS = ['gclid', 'fbclid'] as const;

const LONGEST_HEADER = 4096;

const short = (max: number) =>
  z.optional(
    z.string().check(
      z.maxLength(max),
      z.refine((v) => !CONTROL_CHARACTER.test(v)),
    ),
  );

export const leadSourceSchema = z.object({
  /** The visit's first page: its path and query (no origin: it is this site). */
  landing: z.optional(
    z.string().check(
      z.maxLength(512),
      z.refine((v) => v.startsWith('/') && !v.startsWith('//') && !CONTROL_CHARACTER.test(v)),
    ),
  ),
  /** The site that sent the visitor: its origin only. */
  referrer: z.optional(
    z.string().check(
      z.maxLength(256),
      z.refine((v) => URL.canParse(v) && new URL(v).origin === v && /^https?:$/.test(new URL(v).protocol)),
    ),
  ),
  cta: z.optional(z.enum(LEAD_CTAS)),
  utm_source: short(128),
  utm_medium: short(128),
  utm_campaign: short(128),
  utm_term: short(128),
  utm_content: short(128),
  gclid: short(256),
  fbclid: short(256),
});

export type LeadSource = z.output<typeof leadSourceSchema>;

/** The header's value: URI-encoded JSON (header values are Latin-1). */
export const encodeLeadSource = (source: LeadSource): string => encodeURIComponent(JSON.stringify(source));

/** The source a header names, or undefined for none or anything malformed (never a reason to refuse a lead). */
export function decodeLeadSource(header: string | null): LeadSource | undefined {
  if (!header || header.length > LONGEST_HEADER) return undefined;
  try {
    const parsed = leadSourceSchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
