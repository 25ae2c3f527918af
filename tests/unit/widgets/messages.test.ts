import en from '@/messages/en-US.json';
import fr from '@/messages/fr.json';

const NAMESPACES = ['MapDemo', 'VideoSlider', 'Counters', 'TypedText'] as const;

type Tree = { [key: string]: string | Tree };

/** Every leaf as [path, value]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const icuArguments = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('%s messages', (namespace) => {
  const english = new Map(leaves(en[namespace] as Tree));
  const french = new Map(leaves(fr[namespace] as Tree));

  it('has the same keys in en-US and fr', () => {
    expect([...french.keys()]).toEqual([...english.keys()]);
  });

  it('has no empty text and the same ICU arguments in both', () => {
    for (const [key, text] of english) {
      const translated = french.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
      expect(icuArguments(translated), key).toEqual(icuArguments(text));
    }
  });
});

describe('widget figures', () => {
  it('states the accuracy figures in each locale’s own notation', () => {
    const enLegend = Object.values(en.MapDemo.legend).join(' ');
    const frLegend = Object.values(fr.MapDemo.legend).join(' ');
    for (const figure of ['1.6 km', '0.5 km', '3 m']) expect(enLegend).toContain(figure);
    for (const figure of ['1,6\u00a0km', '0,5\u00a0km', '3\u00a0m']) expect(frLegend).toContain(figure);
  });

  it('names the slider buttons as the contract says', () => {
    expect([en.VideoSlider.previous, en.VideoSlider.next]).toEqual(['Previous video', 'Next video']);
    expect([fr.VideoSlider.previous, fr.VideoSlider.next]).toEqual(['Vidéo précédente', 'Vidéo suivante']);
  });
});
