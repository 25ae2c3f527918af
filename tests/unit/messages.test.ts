import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@/messages/en-US.json';
import fr from '@/messages/fr.json';

type Catalogue = { [key: string]: string | Catalogue };

/** Every message of a catalogue by its dotted path, e.g. "HomePage.hero.title". */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node === null || typeof node !== 'object' || Array.isArray(node)) {
    out.set(prefix, node);
    return out;
  }
  for (const [key, value] of Object.entries(node)) {
    for (const [path, leaf] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
  }
  return out;
}

/** The arguments and rich-text tags a message needs, e.g. ["plural:count", "tag:terms"]. */
function icuSignature(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      found.add(`${TYPE[el.type]}:${el.value}`);
      if (el.type === TYPE.tag) walk(el.children);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const catalogues = { 'en-US': flatten(en), fr: flatten(fr) };

describe('icuSignature', () => {
  it('tells apart messages whose arguments or tags differ', () => {
    expect(icuSignature('{count, plural, one {# zone} other {# zones}} for <b>{name}</b>')).toEqual([
      'argument:name',
      'plural:count',
      'tag:b',
    ]);
    expect(icuSignature('{count} zones')).not.toEqual(icuSignature('{total} zones'));
    expect(icuSignature('Read the <terms>terms</terms>')).not.toEqual(icuSignature('Read the terms'));
  });
});

describe('message catalogues', () => {
  it('hold the same keys in en-US and fr', () => {
    const enKeys = [...catalogues['en-US'].keys()].sort();
    const frKeys = [...catalogues.fr.keys()].sort();
    expect(frKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !frKeys.includes(k))).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s has a non-empty string for every key', (_locale, messages) => {
    const bad = [...messages].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s parses as ICU MessageFormat', (_locale, messages) => {
    const broken: string[] = [];
    for (const [key, value] of messages) {
      try {
        icuSignature(String(value));
      } catch {
        broken.push(key);
      }
    }
    expect(broken).toEqual([]);
  });

  it('use the same ICU arguments and tags in both locales', () => {
    const mismatches: string[] = [];
    for (const [key, enValue] of catalogues['en-US']) {
      const frValue = catalogues.fr.get(key);
      if (typeof enValue !== 'string' || typeof frValue !== 'string') continue;
      const a = icuSignature(enValue).join(', ');
      const b = icuSignature(frValue).join(', ');
      if (a !== b) mismatches.push(`${key}: en-US [${a}] vs fr [${b}]`);
    }
    expect(mismatches).toEqual([]);
  });

  it('keep every page description within 160 characters for search results', () => {
    for (const catalogue of [en, fr] as unknown as { Metadata: Catalogue }[]) {
      for (const [key, page] of Object.entries(catalogue.Metadata)) {
        if (typeof page === 'string') continue;
        expect(String(page.description).length, `Metadata.${key}.description`).toBeLessThanOrEqual(160);
      }
    }
  });
});

describe('French typography (Québec usage)', () => {
  const french = [...catalogues.fr].map(([key, value]) => [key, String(value)] as const);
  const offending = (pattern: RegExp) => french.filter(([, text]) => pattern.test(text)).map(([key]) => key);

  it('puts a no-break space before : ; ! ? » and after «', () => {
    // U+00A0 before the colon and inside guillemets; U+00A0 or the narrow U+202F before ; ! ?
    expect(offending(/[^\u00a0]:|[^\u00a0]»|«[^\u00a0]|[^\u00a0\u202f][;!?]/)).toEqual([]);
  });

  it('keeps a number and its unit together with a no-break space (1,6 km, 3 m, 30 jours)', () => {
    expect(offending(/[\d}][ \t]+(km|m|mètres|Mo|jours|mois)\b/)).toEqual([]);
  });
});
