import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../../messages/en-US.json';
import fr from '../../messages/fr.json';
import { LOCALES } from './support/widgetPage';

const names = {
  'en-US': { previous: 'Previous video', next: 'Next video', play: /^Play the video: / },
  fr: { previous: 'Vidéo précédente', next: 'Vidéo suivante', play: /^Lire la vidéo\s?: / },
} as const;

const titles = {
  'en-US': ['Introduction to geofencing', 'The main geo-marketing strategies', 'Creatives that work'],
  fr: [
    'Introduction au géorepérage',
    'Les principales stratégies de géomarketing',
    'Des visuels efficaces sur mobile',
  ],
} as const;

const VIDEO_HOSTS =
  /(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com|doubleclick\.net)/;

for (const locale of LOCALES) {
  test.describe(`GeoAcademy slider (${locale})`, () => {
    test('arrows move one video at a time, stop at the ends and show n / 3', async ({ page }) => {
      await page.goto(`/${locale}/geoacademy`);
      const slider = page.getByTestId('video-slider');
      const previous = slider.getByRole('button', { name: names[locale].previous });
      const next = slider.getByRole('button', { name: names[locale].next });
      const heading = slider.getByRole('heading');

      await expect(slider).toContainText('1 / 3');
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      await expect(heading).toHaveText(titles[locale][0]);

      await next.click();
      await expect(slider).toContainText('2 / 3');
      await expect(heading).toHaveText(titles[locale][1]);
      await expect(previous).toBeEnabled();

      await next.click();
      await expect(slider).toContainText('3 / 3');
      await expect(heading).toHaveText(titles[locale][2]);
      await expect(next).toBeDisabled();
      // Focus is not lost to <body> when the pressed arrow becomes disabled.
      await expect(previous).toBeFocused();

      await previous.click();
      await expect(slider).toContainText('2 / 3');
      await previous.click();
      await expect(slider).toContainText('1 / 3');
      await expect(previous).toBeDisabled();
      await expect(next).toBeFocused();
    });

    test('the arrows work from the keyboard', async ({ page }) => {
      await page.goto(`/${locale}/geoacademy`);
      const slider = page.getByTestId('video-slider');
      const next = slider.getByRole('button', { name: names[locale].next });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(slider).toContainText('2 / 3');
      await page.keyboard.press('Space');
      await expect(slider).toContainText('3 / 3');
      await page.keyboard.press('ArrowUp');
      await expect(slider).toContainText('2 / 3');
      await page.keyboard.press('ArrowDown');
      await expect(slider).toContainText('3 / 3');
    });

    test('every title and text is in the server HTML', async ({ request }) => {
      const html = await (await request.get(`/${locale}/geoacademy`)).text();
      const videos = (locale === 'fr' ? fr : en).VideoSlider.videos;
      for (const { title, text } of Object.values(videos)) {
        expect(html).toContain(title);
        expect(html).toContain(text);
      }
      expect(html).not.toMatch(/<iframe/);
    });

    test('nothing is fetched from the video host before play; play loads the nocookie embed', async ({
      page,
    }) => {
      const videoRequests: Request[] = [];
      page.on('request', (request) => {
        if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request);
      });
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
      );

      await page.goto(`/${locale}/geoacademy`);
      const slider = page.getByTestId('video-slider');
      await slider.getByRole('button', { name: names[locale].next }).click();
      const play = slider.getByRole('button', { name: names[locale].play });
      await play.hover();
      await page.waitForLoadState('networkidle');
      expect(videoRequests.map((r) => r.url())).toEqual([]);
      await expect(slider.locator('iframe')).toHaveCount(0);

      await play.click();
      const frame = slider.locator('iframe');
      await expect(frame).toHaveAttribute('title', titles[locale][1]);
      const src = new URL((await frame.getAttribute('src'))!);
      expect(src.origin).toBe('https://www.youtube-nocookie.com');
      expect(src.pathname).toMatch(/^\/embed\/[\w-]{11}$/);
      expect(src.searchParams.get('autoplay')).toBe('1');
      expect(src.searchParams.get('hl')).toBe(locale === 'fr' ? 'fr' : 'en');
      await expect
        .poll(() => videoRequests.map((r) => new URL(r.url()).origin))
        .toEqual(['https://www.youtube-nocookie.com']);

      // Moving on stops the video: its player is gone, the next one is a facade again.
      await slider.getByRole('button', { name: names[locale].next }).click();
      await expect(slider.locator('iframe')).toHaveCount(0);
      await expect(slider.getByRole('button', { name: names[locale].play })).toBeVisible();
    });
  });
}
