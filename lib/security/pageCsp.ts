import { publicEnv } from '@/lib/public-env';
import { cspManifest } from './cspManifest';
import { pagePolicy } from './csp';

const dev = process.env.NODE_ENV === 'development';

/**
 * The policy of the prerendered page at `route` (its internal path, e.g. /fr/careers).
 * A page missing from the build's manifest gets no hash: its inline scripts are
 * blocked (fail closed) rather than allowed.
 */
export function pageCsp(route: string): string {
  const key = route.length > 1 ? route.replace(/\/+$/, '') : route;
  const hashes = cspManifest()?.[key] ?? [];
  return pagePolicy(publicEnv, hashes, { dev });
}
