import { careerKind } from './career';
import { contactKind } from './contact';
import type { LeadKind, LeadKindSpec } from './kind';
import { subscriptionKind } from './subscription';

/** Every kind of lead the host keeps: the one list of them. */
export const LEAD_KINDS: readonly LeadKindSpec[] = [contactKind, careerKind, subscriptionKind];

export function leadKind(kind: LeadKind): LeadKindSpec {
  const spec = LEAD_KINDS.find((candidate) => candidate.kind === kind);
  if (!spec) throw new Error(`unknown kind of lead: ${kind}`);
  return spec;
}
