import fs from 'node:fs';
import path from 'node:path';
import { configSchema, parseConfig } from '@/lib/config';

describe('parseConfig', () => {
  it('falls back to the documented defaults when nothing is set', () => {
    const config = parseConfig({});
    expect(config.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(config.NEXT_PUBLIC_OPTIN_SOURCE).toBe('website');
    expect(config.NEXT_PUBLIC_FORMS_HOST).toBeUndefined();
    expect(config.NEXT_PUBLIC_API_HOST).toBeUndefined();
    expect(config.NEXT_PUBLIC_OPTIN_URL).toBeUndefined();
    expect(config.NEXT_PUBLIC_GA_ID).toBeUndefined();
  });

  it('treats an empty or blank value as unset', () => {
    const config = parseConfig({
      NEXT_PUBLIC_SITE_URL: '',
      NEXT_PUBLIC_OPTIN_SOURCE: '  ',
      NEXT_PUBLIC_API_HOST: '',
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: ' ',
    });
    expect(config.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(config.NEXT_PUBLIC_OPTIN_SOURCE).toBe('website');
    expect(config.NEXT_PUBLIC_API_HOST).toBeUndefined();
    expect(config.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY).toBeUndefined();
  });

  it('keeps values that are set', () => {
    const config = parseConfig({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
      NEXT_PUBLIC_OPTIN_URL: 'https://x.list-manage.com/subscribe/post-json?u=U&id=ID',
      NEXT_PUBLIC_OPTIN_SOURCE: 'landing-page',
      NEXT_PUBLIC_GA_ID: 'G-ABC123',
    });
    expect(config.NEXT_PUBLIC_SITE_URL).toBe('https://www.example.com');
    expect(config.NEXT_PUBLIC_OPTIN_URL).toBe('https://x.list-manage.com/subscribe/post-json?u=U&id=ID');
    expect(config.NEXT_PUBLIC_OPTIN_SOURCE).toBe('landing-page');
    expect(config.NEXT_PUBLIC_GA_ID).toBe('G-ABC123');
  });

  it('trims trailing slashes from base URLs', () => {
    const config = parseConfig({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com/',
      NEXT_PUBLIC_FORMS_HOST: 'https://forms.example.com//',
      NEXT_PUBLIC_API_HOST: 'https://api.example.com/v1/',
      NEXT_PUBLIC_APP_URL: 'https://app.example.com/',
    });
    expect(config.NEXT_PUBLIC_SITE_URL).toBe('https://www.example.com');
    expect(config.NEXT_PUBLIC_FORMS_HOST).toBe('https://forms.example.com');
    expect(config.NEXT_PUBLIC_API_HOST).toBe('https://api.example.com/v1');
    expect(config.NEXT_PUBLIC_APP_URL).toBe('https://app.example.com');
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
