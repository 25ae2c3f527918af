import { serializePolicy } from '@/lib/security/csp';

/**
 * The team's pages' policy: scripts only with this response's nonce (Next puts it on its
 * own), nothing from any other origin, no frame, forms posted here only.
 */
export const teamPolicy = (nonce: string) =>
  serializePolicy({
    'default-src': ["'none'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
    // Next inlines the stylesheets and React writes a few style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  });

/** The site's Permissions-Policy with passkeys allowed: the team's pages use them. */
export const teamPermissions = (sitePolicy: string) =>
  sitePolicy.replace(
    'publickey-credentials-get=()',
    'publickey-credentials-get=(self), publickey-credentials-create=(self)',
  );
