/**
 * The GeoAcademy videos. Titles and texts live in the VideoSlider
 * message namespace; the YouTube ids are the marketing team's to set.
 */

export type VideoKey = 'introduction' | 'strategies' | 'creatives';

export type GeoAcademyVideo = {
  key: VideoKey;
  /** MARKETING TEAM: replace with the published YouTube id of each video (11 characters). */
  youtubeId: string;
};

export const GEOACADEMY_VIDEOS: readonly GeoAcademyVideo[] = [
  { key: 'introduction', youtubeId: 'q3Vd8LmPz1A' },
  { key: 'strategies', youtubeId: 'Hn7cT2wKr5E' },
  { key: 'creatives', youtubeId: 'bX4sJ9uFe0M' },
];

/** Privacy-enhanced embed host: no YouTube cookies until the visitor plays. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The address an iframe embeds a video from. */
export function embedUrl(youtubeId: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}`;
}

/** The address the player loads once the visitor presses play. */
export function playerUrl(youtubeId: string, language: string): string {
  const params = new URLSearchParams({ autoplay: '1', rel: '0', hl: language });
  return `${embedUrl(youtubeId)}?${params}`;
}
