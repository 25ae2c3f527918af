import { configSchema, parseConfig } from '@/lib/config';
import { readPublicEnv } from '@/lib/publicEnv';

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

  it('trims every value (base URLs lose their trailing slashes, nothing else does)', () => {
    const env = readPublicEnv({
      NEXT_PUBLIC_SITE_URL: ' https://www.example.com/ ',
      NEXT_PUBLIC_GA_ID: '  G-ABC123 \n',
      NEXT_PUBLIC_OPTIN_REDIRECT_URL: ' / ',
      NEXT_PUBLIC_OPTIN_SOURCE: '\t',
    });
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://www.example.com');
    expect(env.NEXT_PUBLIC_GA_ID).toBe('G-ABC123');
    expect(env.NEXT_PUBLIC_OPTIN_REDIRECT_URL).toBe('/');
    expect(env.NEXT_PUBLIC_OPTIN_SOURCE).toBe('website');
  });

  it('is what the build checks: the same variables, and a clean value passes as read', () => {
    expect(Object.keys(configSchema.shape).sort()).toEqual(Object.keys(readPublicEnv({})).sort());
    const source = { NEXT_PUBLIC_SITE_URL: ' https://www.example.com/ ', NEXT_PUBLIC_META_PIXEL_ID: ' 42 ' };
    expect(parseConfig(source)).toEqual(readPublicEnv(source));
  });

  it('fails on a malformed value after cleaning, naming the variable', () => {
    expect(() => parseConfig({ NEXT_PUBLIC_FORMS_HOST: '  forms.example.com ' })).toThrow(
      /NEXT_PUBLIC_FORMS_HOST: must be an absolute http\(s\) URL/,
    );
  });
});
