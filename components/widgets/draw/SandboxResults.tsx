'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ZoneMeasure } from '@/lib/draw/zoneGeometry';
import styles from './DrawSandbox.module.css';

const HECTARE_M2 = 10_000;

// French sets a narrow no-break space before %, where Intl may give a full no-break space.
const narrowBeforePercent = (text: string) => text.replace(/[ \u00a0](?=%)/, '\u202f');

/** The zone's area and, for each platform, how much of its covering circle falls outside the zone. */
export function SandboxResults({ count, measure }: { count: number; measure: ZoneMeasure }) {
  const t = useTranslations('DrawSandbox.results');
  const format = useFormatter();
  const titleId = useId();
  const { areaM2, circles } = measure;
  const percent = (share: number) =>
    narrowBeforePercent(format.number(share, { style: 'percent', maximumFractionDigits: 1 }));
  const area =
    areaM2 >= HECTARE_M2
      ? t('hectares', { area: format.number(areaM2 / HECTARE_M2, { maximumFractionDigits: 2 }) })
      : t('squareMetres', { area: format.number(Math.round(areaM2)) });

  return (
    <section className={styles.results} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.resultsTitle}>
        {t('title')}
      </h3>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('area')}</dt>
          <dd className={styles.value}>{areaM2 > 0 ? area : t('points', { count })}</dd>
          {areaM2 === 0 && <dd>{t('noArea')}</dd>}
        </div>
        {areaM2 > 0 &&
          circles.map(({ platform, radiusM, wasteShare }) => (
            <div key={platform} className={styles.figure} data-platform={platform}>
              <dt>{t(platform === 'a' ? 'platformA' : 'platformB')}</dt>
              <dd className={styles.value}>{percent(wasteShare)}</dd>
              <dd>
                {t('waste', {
                  share: percent(wasteShare),
                  radius: format.number(radiusM / 1000, {
                    style: 'unit',
                    unit: 'kilometer',
                    maximumFractionDigits: 1,
                  }),
                })}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
