import { embedUrl, GEOACADEMY_VIDEOS, playerUrl } from './videos';

describe('GeoAcademy videos', () => {
  it('lists introduction, strategies and creatives, in that order', () => {
    expect(GEOACADEMY_VIDEOS.map((v) => v.key)).toEqual(['introduction', 'strategies', 'creatives']);
  });

  it('holds YouTube-shaped ids', () => {
    for (const { youtubeId } of GEOACADEMY_VIDEOS) expect(youtubeId).toMatch(/^[\w-]{11}$/);
  });

  it('embeds from the privacy-enhanced host and autoplays once the visitor pressed play', () => {
    expect(embedUrl('abcDEF12345')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345');
    const url = new URL(playerUrl('abcDEF12345', 'fr'));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('hl')).toBe('fr');
  });
});
