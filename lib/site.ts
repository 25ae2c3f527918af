import { config } from './config';

/** Absolute URL on the public site for a path that starts with "/". */
export function absoluteUrl(path: string): string {
  return `${config.NEXT_PUBLIC_SITE_URL}${path === '/' ? '' : path}`;
}
