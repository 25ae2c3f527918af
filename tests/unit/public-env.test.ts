import fs from 'node:fs';
import path from 'node:path';
import { configSchema, parseConfig } from '@/lib/config';
import { readPublicEnv, type PublicEnv, type PublicEnvSource, formsPostElsewhere } from '@/lib/publicEnv';

// What reading (lib/publicEnv.ts) and the build's check (lib/config.ts) agree on: each case,
// a source and the values it gives, holds for both.
const cases: [string, PublicEnvSource, Partial<PublicEnv>][] = [
  [
    'falls back to the documented defaults when nothing is set',
    {},
    {
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      NEXT_PUBLIC_OPTIN_SOURCE: 'website',
      NEXT_PUBLIC_FORMS_HOST: undefined,
      NEXT_PUBLIC_API_HOST: undefined,
      NEXT_PUBLIC_OPTIN_URL: undefined,
      NEXT_PUBLIC_GA_ID: undefined,
    },
  ],
  [
    'treats an empty or blank value as unset',
    {
      NEXT_PUBLIC_SITE_URL: '',
      NEXT_PUBLIC_OPTIN_SOURCE: '  ',
      NEXT_PUBLIC_API_HOST: '',
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: ' ',
    },
    {
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      NEXT_PUBLIC_OPTIN_SOURCE: 'website',
      NEXT_PUBLIC_API_HOST: undefined,
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: undefined,
    },
  ],
  [
    'keeps values that are set',
    {
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
      NEXT_PUBLIC_OPTIN_URL: 'https://x.list-manage.com/subscribe/post-json?u=U&id=ID',
      NEXT_PUBLIC_OPTIN_SOURCE: 'landing-page',
      NEXT_PUBLIC_GA_ID: 'G-ABC123',
    },
    {
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
      NEXT_PUBLIC_OPTIN_URL: 'https://x.list-manage.com/subscribe/post-json?u=U&id=ID',
      NEXT_PUBLIC_OPTIN_SOURCE: 'landing-page',
      NEXT_PUBLIC_GA_ID: 'G-ABC123',
    },
  ],
  [
    'trims trailing slashes from base URLs',
    {
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com/',
      NEXT_PUBLIC_FORMS_HOST: 'https://forms.example.com//',
      NEXT_PUBLIC_API_HOST: 'https://api.example.com/v1/',
      NEXT_PUBLIC_APP_URL: 'https://app.example.com/',
    },
    {
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
      NEXT_PUBLIC_FORMS_HOST: 'https://forms.example.com',
      NEXT_PUBLIC_API_HOST: 'https://api.example.com/v1',
      NEXT_PUBLIC_APP_URL: 'https://app.example.com',
    },
  ],
  [
    'trims every value (base URLs lose their trailing slashes, nothing else does)',
    {
      NEXT_PUBLIC_SITE_URL: ' https://www.example.com/ ',
      NEXT_PUBLIC_GA_ID: '  G-ABC123 \n',
      NEXT_PUBLIC_OPTIN_REDIRECT_URL: ' / ',
      NEXT_PUBLIC_OPTIN_SOURCE: '\t',
    },
    {
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
      NEXT_PUBLIC_GA_ID: 'G-ABC123',
      NEXT_PUBLIC_OPTIN_REDIRECT_URL: '/',
      NEXT_PUBLIC_OPTIN_SOURCE: 'website',
    },
  ],
];

describe.each([
  ['readPublicEnv', readPublicEnv],
  ['parseConfig', parseConfig],
])('%s', (_, read) => {
  it.each(cases)('%s', (_, source, expected) => {
    const env = read(source);
    for (const [name, value] of Object.entries(expected))
      expect(env[name as keyof PublicEnv], name).toBe(value);
  });
});

describe('readPublicEnv', () => {
  it('gives each variable its default, or unset, when nothing is set', () => {
    const env = readPublicEnv({});
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(env.NEXT_PUBLIC_OPTIN_SOURCE).toBe('website');
    const rest = Object.entries(env).filter(
      ([name]) => name !== 'NEXT_PUBLIC_SITE_URL' && name !== 'NEXT_PUBLIC_OPTIN_SOURCE',
    );
    expect(rest.length).toBe(11);
    for (const [name, value] of rest) expect(value, name).toBeUndefined();
  });

  it('is what the build checks: the same variables, and a clean value passes as read', () => {
    expect(Object.keys(configSchema.shape).sort()).toEqual(Object.keys(readPublicEnv({})).sort());
    const source = { NEXT_PUBLIC_SITE_URL: ' https://www.example.com/ ', NEXT_PUBLIC_META_PIXEL_ID: ' 42 ' };
    expect(parseConfig(source)).toEqual(readPublicEnv(source));
  });
});

describe('parseConfig', () => {
  it('fails on a malformed value after cleaning, naming the variable', () => {
    expect(() => parseConfig({ NEXT_PUBLIC_FORMS_HOST: '  forms.example.com ' })).toThrow(
      /NEXT_PUBLIC_FORMS_HOST: must be an absolute http\(s\) URL/,
    );
  });

  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'www.example.com'],
    ['NEXT_PUBLIC_FORMS_HOST', 'not a url'],
    ['NEXT_PUBLIC_API_HOST', 'ftp://api.example.com'],
    ['NEXT_PUBLIC_APP_URL', '/relative/path'],
    ['NEXT_PUBLIC_OPTIN_URL', 'list-manage.com/subscribe'],
    ['NEXT_PUBLIC_SENTRY_DSN', 'dsn'],
  ])('rejects a malformed %s with an error naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('takes an absolute URL or a path of the site as the opt-in redirect, unset meaning none', () => {
    expect(parseConfig({}).NEXT_PUBLIC_OPTIN_REDIRECT_URL).toBeUndefined();
    expect(
      parseConfig({ NEXT_PUBLIC_OPTIN_REDIRECT_URL: ' ' }).NEXT_PUBLIC_OPTIN_REDIRECT_URL,
    ).toBeUndefined();
    for (const value of [
      'https://www.example.com/merci?from=optin',
      'http://localhost:3000/x',
      '/fr/merci',
      '/',
    ]) {
      expect(parseConfig({ NEXT_PUBLIC_OPTIN_REDIRECT_URL: value }).NEXT_PUBLIC_OPTIN_REDIRECT_URL).toBe(
        value,
      );
    }
  });

  it.each([
    'merci',
    'www.example.com/merci',
    '//evil.example/merci',
    '/\\evil.example',
    '/fr/mer ci',
    'javascript:alert(1)',
    'ftp://example.com/merci',
  ])('rejects %j as the opt-in redirect, naming NEXT_PUBLIC_OPTIN_REDIRECT_URL', (value) => {
    expect(() => parseConfig({ NEXT_PUBLIC_OPTIN_REDIRECT_URL: value })).toThrow(
      /\bNEXT_PUBLIC_OPTIN_REDIRECT_URL\b/,
    );
  });

  it('names only the malformed variables, every one of them', () => {
    let message = '';
    try {
      parseConfig({
        NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
        NEXT_PUBLIC_API_HOST: 'nope',
        NEXT_PUBLIC_GA_ID: 'UA-123',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/NEXT_PUBLIC_API_HOST/);
    expect(message).toMatch(/NEXT_PUBLIC_GA_ID/);
    expect(message).not.toMatch(/NEXT_PUBLIC_SITE_URL/);
  });

  it('has every variable documented in .env.example and the README', () => {
    const read = (file: string) => fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
    const example = read('.env.example');
    const readme = read('README.md');
    for (const name of Object.keys(configSchema.shape)) {
      expect(example, '.env.example').toMatch(new RegExp(`^${name}=`, 'm'));
      expect(readme, 'README.md').toContain(`\`${name}\``);
    }
  });
});

describe('formsPostElsewhere', () => {
  it('is true only when the forms host is on another origin than the site', () => {
    const site = 'https://www.example.com';
    expect(formsPostElsewhere(readPublicEnv({ NEXT_PUBLIC_SITE_URL: site }))).toBe(false);
    expect(
      formsPostElsewhere(readPublicEnv({ NEXT_PUBLIC_SITE_URL: site, NEXT_PUBLIC_FORMS_HOST: `${site}/` })),
    ).toBe(false);
    expect(
      formsPostElsewhere(
        readPublicEnv({ NEXT_PUBLIC_SITE_URL: site, NEXT_PUBLIC_FORMS_HOST: 'https://forms.example.net' }),
      ),
    ).toBe(true);
  });
});
