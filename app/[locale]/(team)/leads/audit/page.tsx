import type { AuditCursor } from '@polyfence/forms-host';
import { TeamShell, teamMetadata, type TeamPageProps } from '@/components/team/TeamShell';
import { TeamTable } from '@/components/team/TeamTable';
import { formsHost } from '@/lib/formsHost';
import { pageData, team } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';
import { teamTime } from '@/lib/team/time';
import { teamRequest } from '@/lib/team/request';

type Props = TeamPageProps;

/** `at~id` of the last entry shown: several entries can share a time (a purge's). */
const cursorOf = (before: string | undefined): AuditCursor | undefined => {
  const [at, id] = (before ?? '').split('~');
  return at && id && !Number.isNaN(Date.parse(at)) ? { at, id } : undefined;
};

export const generateMetadata = teamMetadata('audit');

/** Owners: who did what, newest first, a hundred at a time. Members get 403. */
export default async function AuditPage({ params, searchParams }: Props) {
  const { locale, caller, t } = await teamRequest(params);
  const { before } = await searchParams;
  const entries = await pageData(locale, team().auditLog(caller, cursorOf(before)));
  const when = teamTime(locale);
  const last = entries.at(-1);
  return (
    <TeamShell locale={locale} caller={caller} page="audit" title={t('audit.title')}>
      <p>{t('audit.intro', { days: formsHost.env().LEADS_RETENTION_DAYS })}</p>
      {entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <TeamTable
          rowTestId="audit-entry"
          columns={[
            t('audit.when'),
            t('audit.who'),
            t('audit.action'),
            t('audit.target'),
            t('audit.detail'),
            t('audit.client'),
          ]}
          rows={entries.map((entry) => ({
            key: entry.id,
            data: { 'data-action': entry.action },
            cells: [
              <time key="at" dateTime={entry.at}>
                {when(entry.at)}
              </time>,
              entry.actor,
              t(`audit.actions.${entry.action}`),
              entry.target,
              entry.detail,
              <code key="client">{entry.client_hash.slice(0, 12)}</code>,
            ],
          }))}
        />
      )}
      {last && entries.length >= 100 && (
        <p>
          <a href={`${teamPagePath(locale, 'audit')}?before=${encodeURIComponent(`${last.at}~${last.id}`)}`}>
            {t('audit.older')}
          </a>
        </p>
      )}
    </TeamShell>
  );
}
