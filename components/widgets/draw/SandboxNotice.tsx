'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { PlanPoint, SandboxState } from '@/lib/draw/sandboxState';
import styles from './DrawSandbox.module.css';

/** What the last action did, read out by screen readers; a refused point is also shown as an alert. */
export function SandboxNotice({ state }: { state: SandboxState }) {
  const t = useTranslations('DrawSandbox');
  const format = useFormatter();
  const { notice, points, cursor, frame } = state;
  const count = points.length;
  // On the map, a place is told from the frame's centre (where the map opened), its edges
  // being off screen: "10 m east and 20 m south", a zero part left out.
  const offset = ([x, y]: PlanPoint) => {
    const east = Math.round(x - frame.width / 2);
    const south = Math.round(y - frame.height / 2);
    const parts = [
      east !== 0 && t('announce.offset', { metres: Math.abs(east), direction: east > 0 ? 'east' : 'west' }),
      south !== 0 &&
        t('announce.offset', { metres: Math.abs(south), direction: south > 0 ? 'south' : 'north' }),
    ].filter((part): part is string => Boolean(part));
    return parts.length ? format.list(parts, { type: 'conjunction' }) : null;
  };
  const onMap = frame.kind === 'map';
  let status = '';
  if (notice?.kind === 'placed') status = t('announce.placed', { index: notice.index + 1, count });
  if (notice?.kind === 'moved') status = t('announce.moved', { index: notice.index + 1 });
  if (notice?.kind === 'selected') status = t('announce.selected', { index: notice.index + 1 });
  if (notice?.kind === 'picked') status = t('announce.picked', { index: notice.index + 1 });
  if (notice?.kind === 'carried') {
    const at = points[notice.index] ?? cursor;
    const index = notice.index + 1;
    const away = onMap ? offset(at) : null;
    if (!onMap) status = t('announce.carried', { index, x: at[0], y: at[1] });
    else
      status = away
        ? t('announce.carriedMap', { index, offset: away })
        : t('announce.carriedAtStart', { index });
  }
  if (notice?.kind === 'nothingToPick') status = t('announce.nothingToPick');
  if (notice?.kind === 'removed') status = t('announce.removed', { count });
  if (notice?.kind === 'cleared') status = t('announce.cleared');
  if (notice?.kind === 'cursor') {
    const away = onMap ? offset(cursor) : null;
    if (!onMap) status = t('announce.cursor', { x: cursor[0], y: cursor[1] });
    else status = away ? t('announce.cursorMap', { offset: away }) : t('announce.cursorAtStart');
  }
  if (notice?.kind === 'relocated') status = t('announce.relocated', { place: notice.place });
  if (notice?.kind === 'mapFailed') status = t('announce.mapFailed');
  if (notice?.kind === 'mapFailedKept') status = t('announce.mapFailedKept');
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
