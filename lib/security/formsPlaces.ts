/**
 * What a forms request is counted as: the visit beacon, a job application (a body of up to
 * 14 MB, several copies of it in memory while it is checked), or another lead's route.
 */
export type FormsPlaceKind = 'visit' | 'career' | 'leads';

/**
 * The beacon's one spelling; an application's in any spelling Next might route (the target is
 * decoded and read in any case, so none escapes its count); any other counts as a lead's.
 */
export function formsPlaceKind(target: string): FormsPlaceKind {
  const path = target.split('?')[0] ?? '';
  if (path === '/propulso/visit') return 'visit';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Refused before this is asked; read as sent.
  }
  return /^[/\\]+propulso[/\\]+career[/\\]*$/i.test(decoded) ? 'career' : 'leads';
}

/**
 * The forms requests answered at once: FORMS_MAX_IN_FLIGHT for the leads' routes and as many
 * again for the visit beacon, which every page sends with no rate limit, so that beacons left
 * hanging cannot shut a lead out. A quarter of the leads' places at most go to one client (an
 * address, IPv6 by /64), so a few connections trickling their bodies cannot either, and a
 * quarter to applications, so their bodies bound the memory the host needs (about 4 × 90 MB
 * with the default 16).
 */
export function formsPlaces(max: number) {
  const quarter = Math.max(1, Math.floor(max / 4));
  const taken = { visit: 0, career: 0, leads: 0 };
  const byClient = new Map<string, number>();
  return {
    /** A place for one request, with what frees it (once); null when there is none. */
    take(kind: FormsPlaceKind, client: string): (() => void) | null {
      if (kind === 'visit') {
        if (taken.visit >= max) return null;
        taken.visit += 1;
        return once(() => (taken.visit -= 1));
      }
      const held = byClient.get(client) ?? 0;
      if (taken.leads >= max || held >= quarter) return null;
      if (kind === 'career' && taken.career >= quarter) return null;
      taken.leads += 1;
      if (kind === 'career') taken.career += 1;
      byClient.set(client, held + 1);
      return once(() => {
        taken.leads -= 1;
        if (kind === 'career') taken.career -= 1;
        const left = byClient.get(client)! - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      });
    },
  };
}

/** `free`, run the first time only: a request's place is freed once. */
function once(free: () => void): () => void {
  let freed = false;
  return () => {
    if (freed) return;
    freed = true;
    free();
  };
}
