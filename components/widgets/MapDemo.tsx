import { getLocale, getTranslations } from 'next-intl/server';
import { publicEnv } from '@/lib/publicEnv';
import { LEGEND_ENTRIES, MAP_PHASES } from '@/lib/widgets/mapTimeline';
import { CollapsibleClient } from './collapsible/CollapsibleClient';
import styles from './map/MapDemo.module.css';
import { MapDemoClient } from './map/MapDemoClient';
import { MapIllustration } from './map/MapIllustration';

/**
 * The looping comparison of the ad platforms' circles with our polygon (the section
 * that mounts it gives its caption). Legend, details and the reduced-motion stills
 * are server-rendered; the client island plays the timeline and swaps in the Google
 * map when a key is set.
 */
export async function MapDemo() {
  const t = await getTranslations('MapDemo');
  const locale = await getLocale();
  const illustration = <MapIllustration />;

  const stills = (
    <ol className={styles.stills}>
      {MAP_PHASES.map((phase) => (
        <li key={phase.id} className={styles.still}>
          <div className={styles.stage} data-phase={phase.id} data-zoom={phase.zoom}>
            {illustration}
          </div>
          <span>{t(`phases.${phase.id}`)}</span>
        </li>
      ))}
    </ol>
  );

  return (
    <MapDemoClient
      apiKey={publicEnv.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY}
      language={locale === 'fr' ? 'fr' : 'en'}
      legend={LEGEND_ENTRIES.map((id) => ({ id, label: t(`legend.${id}`) }))}
      labels={{ legend: t('legendLabel'), pause: t('pause'), play: t('play') }}
      illustration={illustration}
      stills={stills}
    >
      <CollapsibleClient title={t('details.title')}>
        <p>{t('details.body')}</p>
      </CollapsibleClient>
    </MapDemoClient>
  );
}
