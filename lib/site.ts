import { publicEnv } from './publicEnv';

/** Absolute URL on the public site for a path that starts with "/". */
export function absoluteUrl(path: string): string {
  return `${publicEnv.NEXT_PUBLIC_SITE_URL}${path === '/' ? '' : path}`;
}
