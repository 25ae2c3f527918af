import type { ReactNode } from 'react';
import type { LegendEntryId } from '@/lib/widgets/mapTimeline';
import styles from './MapDemo.module.css';

const SWATCHES: Record<LegendEntryId, ReactNode> = {
  simpleCircle: <circle className={styles.swatchSimple} cx="12" cy="12" r="9" />,
  platformA: <circle className={styles.swatchA} cx="12" cy="12" r="9" />,
  platformB: <circle className={styles.swatchB} cx="12" cy="12" r="6" />,
  geoTargeting: <circle className={styles.swatchOurs} cx="12" cy="12" r="3" />,
  polygon: <polygon className={styles.swatchPolygon} points="4,7 19,4 20,18 6,20" />,
};

export type LegendEntry = { id: LegendEntryId; label: string };

/** The map's five legend entries; the ones the current phase shows are marked current. */
export function MapLegend({
  entries,
  active,
  label,
}: {
  entries: readonly LegendEntry[];
  active: readonly LegendEntryId[];
  label: string;
}) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {entries.map(({ id, label: text }) => (
        <li
          key={id}
          className={styles.legendItem}
          data-entry={id}
          aria-current={active.includes(id) ? 'true' : undefined}
        >
          <svg className={styles.swatch} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {SWATCHES[id]}
          </svg>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
