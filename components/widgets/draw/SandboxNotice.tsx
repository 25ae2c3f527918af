'use client';

import { useTranslations } from 'next-intl';
import type { SandboxState } from '@/lib/draw/sandboxState';
import styles from './DrawSandbox.module.css';

/** What the last action did, read out by screen readers; a refused point is also shown as an alert. */
export function SandboxNotice({ state }: { state: SandboxState }) {
  const t = useTranslations('DrawSandbox');
  const { notice, points, cursor } = state;
  const count = points.length;
  let status = '';
  if (notice?.kind === 'placed') status = t('announce.placed', { index: notice.index + 1, count });
  if (notice?.kind === 'moved') status = t('announce.moved', { index: notice.index + 1 });
  if (notice?.kind === 'selected') status = t('announce.selected', { index: notice.index + 1 });
  if (notice?.kind === 'picked') status = t('announce.picked', { index: notice.index + 1 });
  if (notice?.kind === 'carried') {
    const [x, y] = points[notice.index] ?? cursor;
    status = t('announce.carried', { index: notice.index + 1, x, y });
  }
  if (notice?.kind === 'nothingToPick') status = t('announce.nothingToPick');
  if (notice?.kind === 'removed') status = t('announce.removed', { count });
  if (notice?.kind === 'cleared') status = t('announce.cleared');
  if (notice?.kind === 'cursor') status = t('announce.cursor', { x: cursor[0], y: cursor[1] });
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
