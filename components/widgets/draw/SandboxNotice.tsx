'use client';

import { useTranslations } from 'next-intl';
import type { PlanPoint, SandboxState } from '@/lib/draw/sandboxState';
import styles from './DrawSandbox.module.css';

/** What the last action did, read out by screen readers; a refused point is also shown as an alert. */
export function SandboxNotice({ state }: { state: SandboxState }) {
  const t = useTranslations('DrawSandbox');
  const { notice, points, cursor, frame } = state;
  const count = points.length;
  // On the map, a place is told from the frame's centre (where the map opened), its edges being off screen.
  const where = ([x, y]: PlanPoint) => {
    const east = Math.round(x - frame.width / 2);
    const south = Math.round(y - frame.height / 2);
    return {
      east: Math.abs(east),
      eastward: east >= 0 ? 'east' : 'west',
      south: Math.abs(south),
      southward: south >= 0 ? 'south' : 'north',
    };
  };
  const onMap = frame.kind === 'map';
  let status = '';
  if (notice?.kind === 'placed') status = t('announce.placed', { index: notice.index + 1, count });
  if (notice?.kind === 'moved') status = t('announce.moved', { index: notice.index + 1 });
  if (notice?.kind === 'selected') status = t('announce.selected', { index: notice.index + 1 });
  if (notice?.kind === 'picked') status = t('announce.picked', { index: notice.index + 1 });
  if (notice?.kind === 'carried') {
    const at = points[notice.index] ?? cursor;
    status = onMap
      ? t('announce.carriedMap', { index: notice.index + 1, ...where(at) })
      : t('announce.carried', { index: notice.index + 1, x: at[0], y: at[1] });
  }
  if (notice?.kind === 'nothingToPick') status = t('announce.nothingToPick');
  if (notice?.kind === 'removed') status = t('announce.removed', { count });
  if (notice?.kind === 'cleared') status = t('announce.cleared');
  if (notice?.kind === 'cursor')
    status = onMap
      ? t('announce.cursorMap', where(cursor))
      : t('announce.cursor', { x: cursor[0], y: cursor[1] });
  if (notice?.kind === 'relocated') status = t('announce.relocated', { place: notice.place });
  if (notice?.kind === 'mapFailed') status = t('announce.mapFailed');
  const refused = notice?.kind === 'crossing' || notice?.kind === 'duplicate' ? t(notice.kind) : '';
  return (
    <>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <p role="alert" className={styles.alert}>
        {refused}
      </p>
    </>
  );
}
