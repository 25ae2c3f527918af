import { dayStart, filtersOf, LEAD_STATUSES, type DueCursor } from '@polyfence/forms-host';
import { getFormatter } from 'next-intl/server';
import { TeamShell, teamMetadata, type TeamPageProps } from '@/components/team/TeamShell';
import { InboxShortcuts } from '@/components/team/InboxShortcuts';
import { TeamTable } from '@/components/team/TeamTable';
import { StatusMessage } from '@/components/team/StatusMessage';
import styles from '@/components/team/team.module.css';
import { teamTime } from '@/lib/team/time';
import { inbox, team, teamTimeZone } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';
import { spamReasonKey } from '@/lib/team/spamReason';
import { named, TeamSelect, type Options } from '@/components/team/TeamSelect';
import { teamRequest } from '@/lib/team/request';

type Query = Record<string, string | undefined>;
type Props = TeamPageProps;

export const generateMetadata = teamMetadata('inbox');

const FILTERS = ['kind', 'status', 'owner', 'from', 'to', 'q', 'sort'] as const;

/** The page's query as the list's filters: days (YYYY-MM-DD) are read in the team's time zone. */
function filtersFrom(query: Query, timeZone: string) {
  const url = new URLSearchParams();
  for (const name of ['kind', 'status', 'owner', 'q', 'sort'] as const)
    if (query[name]) url.set(name, query[name]!);
  const from = dayStart(query.from, timeZone);
  const to = dayStart(query.to, timeZone, 1);
  if (from) url.set('from', from);
  if (to) url.set('to', to);
  const filters = filtersOf(url);
  // The export writes every matching lead in its own order: the list's sort is no filter of it.
  url.delete('sort');
  return { filters, exportQuery: url };
}

/** `received~id`, and `~due` when sorted by due time (empty: the lead had none). */
const cursorOf = (after: string | undefined): DueCursor | undefined => {
  const [receivedAt, id, due = ''] = (after ?? '').split('~');
  const instant = (value: string) => !Number.isNaN(Date.parse(value));
  if (!receivedAt || !id || !instant(receivedAt) || (due && !instant(due))) return undefined;
  return { receivedAt, id, dueAt: due || null };
};
const cursorText = (next: DueCursor, sort: string | undefined) =>
  [next.receivedAt, next.id, ...(sort === 'due' ? [next.dueAt ?? ''] : [])].join('~');

/** A lead due within this long is marked as due soon. */
const DUE_SOON_MS = 2 * 60 * 60_000;

/** The inbox: every contact request and application, newest first, 50 a page, filters in the URL. */
export default async function InboxPage({ params, searchParams }: Props) {
  const { locale, caller, t } = await teamRequest(params);
  const query = await searchParams;
  const timeZone = teamTimeZone();
  const { filters, exportQuery } = filtersFrom(query, timeZone);
  const { rows, next } = await inbox().list(caller, filters, cursorOf(query.after));
  const members = await team().directory(caller);
  const any = t('inbox.filters.any');
  const format = await getFormatter({ locale });
  const exact = teamTime(locale);
  const now = new Date();

  const base = teamPagePath(locale, 'inbox');
  const kept = new URLSearchParams();
  for (const name of FILTERS) if (query[name]) kept.set(name, query[name]!);
  // Where the member is in the list: a lead's page links back here.
  const here = new URLSearchParams(kept);
  if (query.after) here.set('after', query.after);
  const nextPage =
    next && `${base}?${new URLSearchParams([...kept, ['after', cursorText(next, filters.sort)]])}`;
  const owner = caller.member.role === 'owner';
  // On a phone the list comes first: the search stays in view, the other filters fold.
  // Still new and past its time, or within two hours of it: marked in words and by shape.
  const urgencyOf = (lead: { status: string; dueAt: string | null }) => {
    if (lead.status !== 'new' || !lead.dueAt) return null;
    const left = Date.parse(lead.dueAt) - now.getTime();
    return left < 0 ? 'overdue' : left < DUE_SOON_MS ? 'soon' : null;
  };
  const activeFilters = (['kind', 'status', 'owner', 'from', 'to'] as const).filter(
    (name) => query[name],
  ).length;
  // A filter's choice, named and set as the page's query has it.
  const filter = (name: 'sort' | 'kind' | 'status' | 'owner', options: Options) => (
    <div className={styles.field}>
      <TeamSelect
        id={name}
        label={t(`inbox.filters.${name}`)}
        defaultValue={name === 'sort' ? (filters.sort ?? '') : (query[name] ?? '')}
        options={options}
      />
    </div>
  );
  // Spam is a folder apart: the same list, with why each was held instead of a clock.
  const spam = filters.status === 'spam';
  return (
    <TeamShell
      locale={locale}
      caller={caller}
      page="inbox"
      title={spam ? t('spam.folderTitle') : t('inbox.title')}
    >
      <p className={styles.intro}>{spam ? t('spam.folderIntro') : t('inbox.intro')}</p>
      <p>
        {spam ? (
          <a href={base}>{t('spam.backToInbox')}</a>
        ) : (
          <a href={`${base}?status=spam`} data-testid="spam-folder">
            {t('spam.folder')}
          </a>
        )}
      </p>
      <StatusMessage
        done={query.done === 'erased' ? t('inbox.erased') : undefined}
        error={query.error === 'not-found' ? t('inbox.notFound') : undefined}
      />
      <form method="get" action={base} className={styles.filters} role="search">
        <fieldset>
          <legend>{t('inbox.filters.legend')}</legend>
          <div className={styles.field}>
            <label htmlFor="q">{t('inbox.filters.search')}</label>
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={200}
              aria-describedby="q-hint"
            />
            <p id="q-hint" className={`${styles.hint} ${styles.wideOnly}`}>
              {t('inbox.filters.searchHint')}
            </p>
          </div>
          {filter('sort', [
            ['', t('inbox.filters.sortReceived')],
            ['due', t('inbox.filters.sortDue')],
          ])}
          <details className={styles.more}>
            <summary>{t('inbox.filters.more', { count: activeFilters })}</summary>
            {filter('kind', [['', any], ...named(['contact', 'career'], (kind) => t(`inbox.kinds.${kind}`))])}
            {filter('status', [
              ['', any],
              ...named(LEAD_STATUSES, (status) => t(`inbox.statuses.${status}`)),
            ])}
            {filter('owner', [
              ['', any],
              ['none', t('inbox.filters.nobody')],
              ...members.map((member) => [member.id, member.email] as const),
            ])}
            <div className={styles.field}>
              <label htmlFor="from">{t('inbox.filters.from')}</label>
              <input id="from" name="from" type="date" defaultValue={query.from} />
            </div>
            <div className={styles.field}>
              <label htmlFor="to">{t('inbox.filters.to')}</label>
              <input id="to" name="to" type="date" defaultValue={query.to} />
            </div>
          </details>
          <button type="submit" className={styles.primary}>
            {t('inbox.filters.apply')}
          </button>{' '}
          <a href={base}>{t('inbox.filters.reset')}</a>
        </fieldset>
      </form>

      <p role="status">{t('inbox.count', { count: rows.length })}</p>
      {rows.length > 0 && (
        <TeamTable
          rowTestId="lead-row"
          rowHeader
          columns={[
            t('inbox.columns.name'),
            { label: t('inbox.columns.kind'), wide: true },
            t('inbox.columns.company'),
            { label: t('inbox.columns.received'), wide: true },
            t('inbox.columns.status'),
            { label: t('inbox.columns.owner'), wide: true },
            { label: spam ? t('spam.reasonsColumn') : t('inbox.columns.due') },
          ]}
          rows={rows.map((lead) => ({
            key: lead.id,
            data: {
              'data-lead-id': lead.id,
              'data-kind': lead.kind,
              'data-status': lead.status,
              'data-owner': lead.ownerEmail ?? '',
              'data-due-at': lead.dueAt ?? '',
              'data-value': lead.wonValue === null ? '' : String(lead.wonValue),
              'data-urgency': urgencyOf(lead) ?? '',
            },
            cells: [
              <a
                key="name"
                href={`${base}/${lead.id}${here.size ? `?${new URLSearchParams({ from: here.toString() })}` : ''}`}
              >
                {lead.name}
              </a>,
              t(`inbox.kinds.${lead.kind}`),
              lead.company,
              <time key="received" dateTime={lead.receivedAt} title={exact(lead.receivedAt)}>
                {format.relativeTime(new Date(lead.receivedAt), now)}
              </time>,
              <span key="status" className={styles.badge} data-status={lead.status}>
                {t(`inbox.statuses.${lead.status}`)}
              </span>,
              lead.ownerEmail ?? '',
              <>
                {spam && (
                  <ul className={styles.reasons} data-testid="spam-reasons">
                    {lead.spamReasons.map((reason) => (
                      <li key={reason} data-reason={reason}>
                        {t(`spam.reasons.${spamReasonKey(reason)}`)}
                      </li>
                    ))}
                  </ul>
                )}
                {lead.dueAt && (
                  <span className={urgencyOf(lead) ? styles.urgent : undefined}>
                    {urgencyOf(lead) && <strong>{t(`inbox.urgency.${urgencyOf(lead)!}`)} </strong>}
                    <time dateTime={lead.dueAt}>
                      {t('inbox.due', {
                        when: exact(lead.dueAt),
                        left:
                          urgencyOf(lead) === 'overdue'
                            ? t('inbox.overdue')
                            : format.relativeTime(new Date(lead.dueAt), now),
                      })}
                    </time>
                  </span>
                )}
              </>,
            ],
          }))}
        />
      )}
      {rows.length > 0 && (
        <>
          <p className={`${styles.hint} ${styles.wideOnly}`}>{t('inbox.shortcuts.hint')}</p>
          <InboxShortcuts
            labels={{
              title: t('inbox.shortcuts.title'),
              next: t('inbox.shortcuts.next'),
              previous: t('inbox.shortcuts.previous'),
              open: t('inbox.shortcuts.open'),
              enterKey: t('inbox.shortcuts.enterKey'),
              help: t('inbox.shortcuts.help'),
              close: t('inbox.shortcuts.close'),
            }}
          />
        </>
      )}
      <nav className={styles.inline} aria-label={t('inbox.title')}>
        {query.after && <a href={`${base}${kept.size ? `?${kept}` : ''}`}>{t('inbox.first')}</a>}
        {nextPage && <a href={nextPage}>{t('inbox.next')}</a>}
      </nav>

      {owner && (
        <section aria-labelledby="export-heading">
          <h2 id="export-heading">{t('inbox.exportHeading')}</h2>
          <p>{t('inbox.exportHint')}</p>
          <ul>
            <li>
              <a
                href={`/team/leads/export?${new URLSearchParams([...exportQuery, ['kind', 'contact'], ['locale', locale]])}`}
                download
              >
                {t('inbox.exportContact')}
              </a>
            </li>
            <li>
              <a
                href={`/team/leads/export?${new URLSearchParams([...exportQuery, ['kind', 'career'], ['locale', locale]])}`}
                download
              >
                {t('inbox.exportCareer')}
              </a>
            </li>
          </ul>
        </section>
      )}
    </TeamShell>
  );
}
