/** What a forms request is counted as: the visit beacon, or a lead's route (a post, a challenge). */
export type FormsPlaceKind = 'visit' | 'leads';

/** The beacon's one spelling; any other, however Next would route it, counts as a lead's. */
export const formsPlaceKind = (target: string): FormsPlaceKind =>
  target.split('?')[0] === '/propulso/visit' ? 'visit' : 'leads';

/**
 * The forms requests answered at once: FORMS_MAX_IN_FLIGHT for the leads' routes and as many
 * again for the visit beacon, which every page sends with no rate limit, so that beacons left
 * hanging cannot shut a lead out. No client (an address, IPv6 by /64) holds more than a quarter
 * of the leads' places: a few connections trickling their bodies cannot either.
 */
export function formsPlaces(max: number) {
  const perClient = Math.max(1, Math.floor(max / 4));
  const taken: Record<FormsPlaceKind, number> = { visit: 0, leads: 0 };
  const byClient = new Map<string, number>();
  return {
    /** A place for one request, with what frees it (once); null when there is none. */
    take(kind: FormsPlaceKind, client: string): (() => void) | null {
      const held = kind === 'leads' ? (byClient.get(client) ?? 0) : 0;
      if (taken[kind] >= max || held >= perClient) return null;
      taken[kind] += 1;
      if (kind === 'leads') byClient.set(client, held + 1);
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        taken[kind] -= 1;
        if (kind !== 'leads') return;
        const left = byClient.get(client)! - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      };
    },
  };
}
