import { getLocale, getTranslations } from 'next-intl/server';
import { embedUrl, GEOACADEMY_VIDEOS, playerUrl } from '@/lib/widgets/videos';
import { VideoSliderClient } from './video/VideoSliderClient';

/**
 * The GeoAcademy slider: every video's title and text are in the server HTML
 * (only the current one shown); each player is a facade until the visitor plays it.
 */
export async function VideoSlider() {
  const t = await getTranslations('VideoSlider');
  const language = (await getLocale()) === 'fr' ? 'fr' : 'en';
  const total = GEOACADEMY_VIDEOS.length;
  const videos = GEOACADEMY_VIDEOS.map(({ key, youtubeId }, index) => {
    const title = t(`videos.${key}.title`);
    return {
      key,
      title,
      text: t(`videos.${key}.text`),
      embedUrl: embedUrl(youtubeId),
      playerUrl: playerUrl(youtubeId, language),
      playLabel: t('play', { title }),
      position: t('position', { current: index + 1, total }),
    };
  });
  return (
    <VideoSliderClient
      videos={videos}
      labels={{ region: t('label'), previous: t('previous'), next: t('next') }}
    />
  );
}
