import * as z from 'zod/mini';
import { UNSTORABLE_CHARACTER } from './limits';
import { LEAD_CTAS } from './sourceNames';

const LONGEST_HEADER = 4096;

const short = (max: number) =>
  z.optional(
    z.string().check(
      z.maxLength(max),
      z.refine((v) => !UNSTORABLE_CHARACTER.test(v)),
    ),
  );

export const leadSourceSchema = z.object({
  /** The visit's first page: its path and query (no origin: it is this site). */
  landing: z.optional(
    z.string().check(
      z.maxLength(512),
      z.refine((v) => v.startsWith('/') && !v.startsWith('//') && !UNSTORABLE_CHARACTER.test(v)),
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
