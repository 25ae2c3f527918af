import { parseConfig } from '@/lib/config';
import { pagePolicy, resourcePolicy } from './csp';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

const bare = parseConfig({});
const full = parseConfig({
  NEXT_PUBLIC_FORMS_HOST: 'https://forms.example.test/base/',
  NEXT_PUBLIC_API_HOST: 'https://api.example.test',
  NEXT_PUBLIC_OPTIN_URL: 'https://list.example.test/subscribe/post-json?u=U&id=I',
  NEXT_PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.sentry.example.test/42',
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'k',
  NEXT_PUBLIC_GA_ID: 'G-ABC',
  NEXT_PUBLIC_META_PIXEL_ID: '123',
});

describe('page policy', () => {
  it('allows only the hashed inline scripts and what trusted scripts load', () => {
    const csp = directives(pagePolicy(bare, ["'sha256-AAA='", "'sha256-BBB='"]));
    expect(csp['script-src']?.slice(0, 3)).toEqual(["'sha256-AAA='", "'sha256-BBB='", "'strict-dynamic'"]);
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('reaches only the configured services', () => {
    const none = directives(pagePolicy(bare, []));
    expect(none['connect-src']).toEqual(["'self'"]);
    expect(none['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(none['img-src']?.join(' ')).not.toMatch(/google|facebook/);

    const all = directives(pagePolicy(full, []));
    expect(all['connect-src']).toEqual(
      expect.arrayContaining([
        'https://forms.example.test',
        'https://api.example.test',
        'https://list.example.test',
        'https://o1.ingest.sentry.example.test',
        'https://*.googleapis.com',
        'https://*.google-analytics.com',
        'https://www.facebook.com',
      ]),
    );
    expect(all['img-src']).toEqual(
      expect.arrayContaining(['https://*.gstatic.com', 'https://www.facebook.com']),
    );
    expect(all['frame-src']).toEqual(expect.arrayContaining(['https://td.doubleclick.net']));
  });

  it('is loose only under next dev', () => {
    expect(directives(pagePolicy(bare, [], { dev: true }))['script-src']).toContain("'unsafe-eval'");
  });

  it('lets nothing run or embed a non-page resource', () => {
    expect(resourcePolicy).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
