import type { LeadSource } from '@polyfence/lead-contract';
import { currentConsent } from '@/lib/consent/choice';
import { loadValidation } from './loadValidation';
import { readVisit } from './visit';

/** The call to action that opened a form. */
export type LeadCta = NonNullable<LeadSource['cta']>;

/**
 * The header to send with a lead: the visit's record, the call to action, click ids only with
 * consent now. Checked with the forms' schema code, loaded by the time a form is sent.
 */
export async function leadSourceHeader(
  cta: LeadCta,
  storage: Pick<Storage, 'getItem'> = window.sessionStorage,
): Promise<string | undefined> {
  const { encodeLeadSource, leadSourceSchema } = await loadValidation();
  const advertising = Boolean(currentConsent()?.advertising);
  const source = {
    ...readVisit(storage),
    cta,
    ...(advertising ? {} : { gclid: undefined, fbclid: undefined }),
  };
  const checked = leadSourceSchema.safeParse(source);
  return checked.success ? encodeLeadSource(checked.data) : undefined;
}
