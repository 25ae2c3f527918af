import { LEAD_STATUSES, LOST_REASONS } from '@polyfence/forms-host';
import { UTM_PARAMETERS } from '@polyfence/lead-contract';
import { getFormatter, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { TeamShell, teamMetadata, type TeamPageProps } from '@/components/team/TeamShell';
import { TeamTable } from '@/components/team/TeamTable';
import { StatusMessage } from '@/components/team/StatusMessage';
import styles from '@/components/team/team.module.css';
import { ActionForm } from '@/components/team/ActionForm';
import { teamTime } from '@/lib/team/time';
import { inbox, localeOf, signedIn, team, teamCurrency } from '@/lib/team/access';
import { fieldReader } from '@/lib/team/optionLabel';
import { teamPagePath } from '@/lib/team/paths';
import { spamReasonKey } from '@/lib/team/spamReason';
import { eraseLead, workLead } from './actions';
import { named, TeamSelect } from '@/components/team/TeamSelect';

type Props = TeamPageProps<{ id: string }>;

export const generateMetadata = teamMetadata('inbox');

const FIELD_ORDER = ['name', 'company_name', 'email', 'phone', 'activity', 'role', 'job'] as const;

/** One lead: every field as the visitor sent it (React escapes it), its follow-up, notes and notifications. */
export default async function LeadPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { id } = await params;
  const caller = await signedIn(locale);
  const lead = await inbox().lead(caller, id);
  if (!lead) notFound();
  const members = await team().directory(caller);
  const t = await getTranslations({ locale, namespace: 'Team' });
  const format = await getFormatter({ locale });
  const exact = teamTime(locale);
  const field = await fieldReader(locale);

  const query = await searchParams;
  const done = { saved: t('lead.saved'), noted: t('lead.saved'), resent: t('lead.resent') }[query.done ?? ''];
  const refused = { 'note-refused': t('lead.noteRefused'), 'value-refused': t('lead.valueRefused') }[
    query.done ?? ''
  ];
  const currency = teamCurrency();
  const money = (value: number) => format.number(value, { style: 'currency', currency });
  // The list's query the member came from (filters and page): the way back keeps it.
  const from = new URLSearchParams(query.from ?? '').toString();
  // What every form of the page carries: the page's language, the lead and the way back.
  const keep = { locale, lead: lead.id, from };
  const owner = caller.member.role === 'owner';
  const campaign = UTM_PARAMETERS.filter((name) => lead.source[name]).map(
    (name) => `${name}=${lead.source[name]}`,
  );
  return (
    <TeamShell locale={locale} caller={caller} page="inbox">
      <p>
        <a href={`${teamPagePath(locale, 'inbox')}${from ? `?${from}` : ''}`}>{t('lead.back')}</a>
      </p>
      <article
        data-testid="lead"
        data-lead-id={lead.id}
        data-kind={lead.kind}
        data-status={lead.status}
        data-owner={lead.ownerEmail ?? ''}
        data-due-at={lead.dueAt ?? ''}
        data-value={lead.wonValue ?? ''}
      >
        <h1>
          {lead.fields.name} — {t(`inbox.kinds.${lead.kind}`)}
        </h1>
        <StatusMessage done={done} error={refused} />
        {lead.status === 'spam' && (
          <section aria-labelledby="spam-heading" className={styles.notice} data-testid="spam-reasons">
            <h2 id="spam-heading">{t('spam.heldHeading')}</h2>
            <p>{t('spam.heldIntro')}</p>
            <ul>
              {lead.spamReasons.map((reason) => (
                <li key={reason}>{t(`spam.reasons.${spamReasonKey(reason)}`)}</li>
              ))}
            </ul>
            <ActionForm
              action={workLead}
              fields={{ ...keep, intent: 'status', status: 'new' }}
              button={t('spam.notSpam')}
              primary
            />
          </section>
        )}
        <dl className={styles.fields}>
          {FIELD_ORDER.filter((name) => lead.fields[name]).map((name) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{t(`lead.fields.${name}`)}</dt>
              <dd>{field(name, lead.fields[name]!)}</dd>
            </div>
          ))}
          <dt>{t('lead.received')}</dt>
          <dd>
            <time dateTime={lead.receivedAt}>{exact(lead.receivedAt)}</time> (
            {format.relativeTime(new Date(lead.receivedAt), new Date())})
          </dd>
          {lead.locale && (
            <>
              <dt>{t('lead.language')}</dt>
              <dd>
                {lead.locale === 'fr' || lead.locale === 'en-US'
                  ? t(`languages.${lead.locale}`)
                  : lead.locale}
              </dd>
            </>
          )}
          {lead.cv && (
            <>
              <dt>{t('lead.cv')}</dt>
              <dd data-testid="lead-cv">
                {lead.cv.kept ? (
                  <a href={`/team/leads/${lead.id}/cv`} download>
                    {t('lead.cvDownload', { filename: lead.cv.filename })}
                  </a>
                ) : (
                  t('lead.cvNotKept', { filename: lead.cv.filename })
                )}
              </dd>
            </>
          )}
          {lead.status === 'won' && lead.wonValue !== null && (
            <>
              <dt>{t('lead.wonValue')}</dt>
              <dd data-testid="won-value">{money(lead.wonValue)}</dd>
            </>
          )}
          {lead.status === 'lost' && lead.lostReason && (
            <>
              <dt>{t('lead.lostReason')}</dt>
              <dd>{t(`lead.lostReasons.${lead.lostReason}`)}</dd>
            </>
          )}
          {lead.dueAt && (
            <>
              <dt>{t('inbox.columns.due')}</dt>
              <dd>
                <time dateTime={lead.dueAt}>{exact(lead.dueAt)}</time>
              </dd>
            </>
          )}
        </dl>

        <h2>{t('lead.source.heading')}</h2>
        {Object.keys(lead.source).length === 0 ? (
          <p>{t('lead.source.none')}</p>
        ) : (
          <dl className={styles.fields} data-testid="lead-source">
            {lead.source.landing && (
              <>
                <dt>{t('lead.source.landing')}</dt>
                <dd>{lead.source.landing}</dd>
              </>
            )}
            {lead.source.referrer && (
              <>
                <dt>{t('lead.source.referrer')}</dt>
                <dd>{lead.source.referrer}</dd>
              </>
            )}
            {campaign.length > 0 && (
              <>
                <dt>{t('lead.source.campaign')}</dt>
                <dd>{campaign.join(', ')}</dd>
              </>
            )}
            {lead.source.cta && (
              <>
                <dt>{t('lead.source.cta')}</dt>
                <dd>{t(`lead.ctas.${lead.source.cta}`)}</dd>
              </>
            )}
            {(lead.source.gclid || lead.source.fbclid) && (
              <>
                <dt>{t('lead.source.clickId')}</dt>
                <dd>{lead.source.gclid ? `gclid=${lead.source.gclid}` : `fbclid=${lead.source.fbclid}`}</dd>
              </>
            )}
          </dl>
        )}

        <h2>{t('lead.work')}</h2>
        <ActionForm
          action={workLead}
          fields={{ ...keep, intent: 'status' }}
          button={t('lead.saveStatus')}
          layout="inline"
        >
          <TeamSelect
            id="status"
            label={t('lead.status')}
            defaultValue={lead.status}
            options={named(LEAD_STATUSES, (status) => t(`inbox.statuses.${status}`))}
          />
          <span className={styles.whenWon}>
            <label htmlFor="value">{t('lead.value', { currency })}</label>
            <input
              id="value"
              name="value"
              inputMode="decimal"
              autoComplete="off"
              size={12}
              maxLength={40}
              defaultValue={query.value ?? (lead.wonValue === null ? '' : String(lead.wonValue))}
              aria-describedby="value-hint"
              aria-invalid={query.done === 'value-refused' || undefined}
            />
            <span id="value-hint" className={styles.hint}>
              {t('lead.valueHint')}
            </span>
          </span>
          <span className={styles.whenLost}>
            <TeamSelect
              id="lost_reason"
              label={t('lead.lostReason')}
              defaultValue={lead.lostReason ?? ''}
              options={[
                ['', t('lead.lostReasonNone')],
                ...named(LOST_REASONS, (reason) => t(`lead.lostReasons.${reason}`)),
              ]}
            />
          </span>
        </ActionForm>
        <ActionForm
          action={workLead}
          fields={{ ...keep, intent: 'owner' }}
          button={t('lead.saveOwner')}
          layout="inline"
        >
          <TeamSelect
            id="owner"
            label={t('lead.owner')}
            defaultValue={lead.ownerId ?? ''}
            options={[
              ['', t('inbox.filters.nobody')],
              ...members.map((member) => [member.id, member.email] as const),
            ]}
          />
        </ActionForm>

        <h2>{t('lead.notes')}</h2>
        {lead.notes.length === 0 ? (
          <p>{t('lead.noNotes')}</p>
        ) : (
          <ol>
            {lead.notes.map((note) => (
              <li key={note.id} data-testid="note">
                <p className={styles.hint}>
                  {t('lead.noteBy', { author: note.author, time: exact(note.at) })}
                </p>
                <p style={{ whiteSpace: 'pre-wrap' }}>{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <ActionForm
          action={workLead}
          fields={{ ...keep, intent: 'note' }}
          button={t('lead.addNote')}
          primary
          layout="form"
        >
          <div className={styles.field}>
            <label htmlFor="note">{t('lead.noteLabel')}</label>
            <textarea id="note" name="note" rows={4} required maxLength={4000} aria-describedby="note-hint" />
            <p id="note-hint" className={styles.hint}>
              {t('lead.noteHint')}
            </p>
          </div>
        </ActionForm>

        <h2>{t('lead.deliveries')}</h2>
        {lead.deliveries.length === 0 ? (
          <p>{t('lead.noDeliveries')}</p>
        ) : (
          <TeamTable
            rowTestId="delivery"
            columns={(['channel', 'deliveryStatus', 'attempts', 'lastError'] as const).map((c) =>
              t(`lead.${c}`),
            )}
            actions={t('members.actions')}
            rows={lead.deliveries.map((delivery) => ({
              key: delivery.id,
              data: {
                'data-channel': delivery.channel,
                'data-status': delivery.status,
              },
              cells: [
                t(`lead.channels.${delivery.channel}`),
                <>
                  {t(`lead.deliveryStatuses.${delivery.status}`)}
                  {delivery.deliveredAt && (
                    <>
                      {' '}
                      <time dateTime={delivery.deliveredAt}>{exact(delivery.deliveredAt)}</time>
                    </>
                  )}
                </>,
                delivery.attempts,
                delivery.lastError ?? '',
                delivery.status !== 'pending' && (
                  <ActionForm
                    action={workLead}
                    fields={{ ...keep, intent: 'resend', delivery: delivery.id }}
                    button={t('lead.resend', { channel: t(`lead.channels.${delivery.channel}`) })}
                  />
                ),
              ],
            }))}
          />
        )}

        {owner && (
          <section aria-labelledby="erase-heading">
            <h2 id="erase-heading">{t('lead.eraseHeading')}</h2>
            <details>
              <summary>{t('lead.eraseSummary')}</summary>
              <ActionForm
                action={eraseLead}
                fields={keep}
                button={t('lead.eraseButton', { email: lead.fields.email ?? '' })}
                layout="form"
              >
                <p>{t('lead.eraseWarning', { email: lead.fields.email ?? '' })}</p>
              </ActionForm>
            </details>
          </section>
        )}
      </article>
    </TeamShell>
  );
}
