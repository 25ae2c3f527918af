import { publicEnv } from '@/lib/publicEnv';
import { cspManifest } from './cspManifest';
import { pagePolicy } from './csp';

const dev = process.env.NODE_ENV === 'development';

/**
 * The policy of the page visitors get at `publicPath` (e.g. /fr/carrieres). A path missing
 * from the build's manifest gets no hash: its scripts are blocked (fail closed), not allowed.
 */
export function pageCsp(publicPath: string): string {
  const key = publicPath.length > 1 ? publicPath.replace(/\/+$/, '') : publicPath;
  const hashes = cspManifest()?.[key] ?? [];
  return pagePolicy(publicEnv, hashes, { dev });
}
