import { expect, type APIResponse } from '@playwright/test';

/**
 * The headers every response of the site carries, whatever it answers. `resourcePolicy`:
 * the JSONP opt-in answers `cross-origin`, being a script for pages of other sites.
 */
export function expectSecurityHeaders(response: APIResponse, resourcePolicy = 'same-site') {
  const headers = response.headers();
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe(resourcePolicy);
  expect(headers['x-powered-by']).toBeUndefined();
}

/** The policy of anything that is not a page: nothing may run or load, nothing may frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";
