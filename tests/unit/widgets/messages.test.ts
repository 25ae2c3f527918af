import en from '@/messages/en-US.json';
import fr from '@/messages/fr.json';

// Parity of keys, arguments and tags across locales: tests/unit/messages.test.ts, for every message.
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
