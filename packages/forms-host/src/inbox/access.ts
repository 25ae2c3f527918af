import { getRow, type SqlRunner } from '../db/runner';
import { type AuditAction, type AuditEntry } from '../team/audit';
import { calledBackKey, verifyCalledBack } from '../team/calledBackLink';
import { toCsv } from '../leads/csv';
import type { NotificationText } from '../settings';
import { emailKey } from '../leads/emailKey';
import { exportRows } from '../leads/kind';
import { leadKind } from '../leads/kinds';
import { readCv } from '../leads/career';
import { forgetPerson } from '../leads/retention';
import { vouched, type Caller, type TeamAccess } from '../team/access';
import { addNote, leadDetail, NOTE_MAX_LENGTH, resendDelivery } from './lead';
import { markContacted, setOwner, setStatus, type Release } from '../lifecycle/changes';
import { outcomeDetail, type Outcome } from '../lifecycle/outcomes';
import { figures } from './figures';
import { conditions, listLeads, type Cursor, type DueCursor, type LeadFilters } from './list';
import { listSubscribers, releaseSubscription } from './subscribers';
import type { LeadStatus } from '../lifecycle/work';
import { forPeople } from './peopleCsv';
import { lastDays, sourceCells, sourcesReport, type Period, type SourceGroup } from './sources';
import { adConversions, type AdPlatform } from './adConversions';

export interface InboxContext {
  store: SqlRunner;
  team: TeamAccess;
  /** Tells a member a lead is now theirs (a link, no personal data); false when SMTP is not set. */
  notifyOwner: (to: { email: string; locale: string }, leadId: string) => Promise<boolean>;
  /** What a lead released from spam gets: its notifications, its clock. */
  release: Release;
  /** The team's time zone: the figures' weeks run Monday to Monday in it. */
  timeZone: string;
  /** LEADS_CURRENCY: the currency of a won lead's value. */
  currency?: string;
  /**
   * The addresses the team's emails go to that are no member's (LEADS_NOTIFY_TO,
   * LEADS_ESCALATE_TO): their "called back" links work as long as they are configured; a
   * member's, as long as they are a member.
   */
  boxes: readonly string[];
  /** The team's words in a locale, for an export read by people (headers, option labels). */
  words?: (locale: string) => NotificationText | undefined;
  now?: () => Date;
}

// Text a member types into a note: printable, newlines and tabs kept.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The inbox's reads and actions, each on a checked caller: every member works leads (reads
 * them, sets status and owner, adds notes, sends a notification again); owners also export
 * and erase. What a member does to a lead is audited by the lead's id, never its values.
 */
export function inboxAccess({
  store,
  team,
  notifyOwner,
  release,
  timeZone,
  currency = 'CAD',
  boxes,
  words = () => undefined,
  now = () => new Date(),
}: InboxContext) {
  const boxKeys = new Set(boxes.map(emailKey));
  /** A "called back" link's recipient still receives the team's emails: a box, or a member. */
  const stillRecipient = async (recipient: string) => {
    if (boxKeys.has(emailKey(recipient))) return true;
    const [member] = await store.batch([
      getRow<{ id: string }>('SELECT id FROM members WHERE email_key = ?', [emailKey(recipient)]),
    ]);
    return Boolean(member);
  };
  /** The audit row of a caller's change, written in the change's own transaction. */
  const entry = (caller: Caller, action: AuditAction, target: string, detail = ''): AuditEntry => ({
    actor: caller.member.email,
    action,
    target,
    detail,
    clientHash: caller.clientHash,
  });
  return {
    /** The call-back promise in figures: this week and the twelve before, and the leads overdue now. */
    figures: (caller: Caller) => (vouched(caller), figures(store, timeZone, now())),

    /** The period's leads and visits by source, for any member: which campaign brings customers. */
    sources: (
      caller: Caller,
      options: { group: SourceGroup; period?: Period; chosen?: readonly string[] },
    ) => (
      vouched(caller),
      sourcesReport(store, {
        ...options,
        period: options.period ?? lastDays(now(), timeZone),
        timeZone,
      })
    ),

    /** Owners: the sources table as CSV (no personal data: counts by source), audited. */
    async sourcesCsv(
      caller: Caller,
      options: { group: SourceGroup; period?: Period; header: readonly string[] },
    ) {
      await team.requireOwner(caller, 'export');
      const period = options.period ?? lastDays(now(), timeZone);
      const report = await sourcesReport(store, { group: options.group, period, timeZone });
      await team.record(caller, 'leads-exported', `sources-${options.group}`, String(report.rows.length));
      return {
        file: `sources_${options.group}_${period.from}_${period.to}.csv`,
        csv: toCsv(options.header, [...report.rows, { ...report.totals, key: '(total)' }].map(sourceCells)),
      };
    },

    /** Owners: the period's won (and qualified) leads with a click id, in an ad platform's import CSV; audited. */
    async adConversions(
      caller: Caller,
      options: { platform: AdPlatform; period?: Period; qualified?: boolean },
    ) {
      await team.requireOwner(caller, 'export');
      const file = await adConversions(store, {
        ...options,
        period: options.period ?? lastDays(now(), timeZone),
        timeZone,
        currency,
      });
      await team.record(caller, 'leads-exported', options.platform, String(file.count));
      return file;
    },

    list: (caller: Caller, filters: LeadFilters, after?: Cursor | DueCursor) => (
      vouched(caller),
      listLeads(store, filters, after)
    ),

    /** The newsletter's subscribers, apart from the leads: no status, owner or clock; or the sign-ups held as spam. */
    subscribers: (caller: Caller, after?: Cursor, options?: { spam?: boolean }) => (
      vouched(caller),
      listSubscribers(store, after, options)
    ),

    /** A sign-up held as spam is a subscriber after all: notified now (audited). */
    async releaseSubscriber(caller: Caller, id: string) {
      vouched(caller);
      const released = await releaseSubscription(store, id, release.channels, now());
      if (released) await team.record(caller, 'subscriber-released', id);
      return released;
    },

    /** A lead's page: its every field, work, notes and deliveries; the view is audited. */
    async lead(caller: Caller, id: string) {
      vouched(caller);
      const lead = await leadDetail(store, id);
      if (lead) await team.record(caller, 'lead-viewed', id);
      return lead;
    },

    async cv(caller: Caller, id: string) {
      vouched(caller);
      const lead = await leadDetail(store, id);
      if (!lead?.cv) return null;
      const bytes = await readCv(store, id);
      if (!bytes) return null;
      await team.record(caller, 'lead-viewed', id, 'cv');
      return { filename: lead.cv.filename, bytes };
    },

    /** A lead's status, with a won deal's value or a lost one's reason (audited with it). */
    async setStatus(caller: Caller, id: string, status: LeadStatus, outcome?: Outcome) {
      vouched(caller);
      const detail = outcomeDetail(status, outcome);
      return setStatus(
        store,
        id,
        status,
        now(),
        release,
        entry(caller, 'lead-status-changed', id, detail),
        outcome,
      );
    },

    /**
     * What a one-click "called back" link of a team email names: its lead (and that lead's
     * status) and its recipient; null when it is not valid (tampered, expired, lead gone).
     * Reading it changes nothing: mail scanners open links.
     */
    async calledBackLink(token: string) {
      const claim = verifyCalledBack(await calledBackKey(store), token, now().getTime());
      if (!claim || !(await stillRecipient(claim.recipient))) return null;
      const [work] = await store.batch([
        getRow<{ status: LeadStatus }>('SELECT status FROM lead_work WHERE lead_id = ?', [claim.leadId]),
      ]);
      return work && { leadId: claim.leadId, recipient: claim.recipient, status: work.status };
    },

    /**
     * The link's confirmation (a POST): the lead, if still new, becomes contacted, audited under
     * the recipient the link was signed for (no session: the signature is the proof).
     */
    async markCalledBack(token: string, clientHash: string): Promise<'marked' | 'already' | 'invalid'> {
      const at = now();
      const claim = verifyCalledBack(await calledBackKey(store), token, at.getTime());
      if (!claim || !(await stillRecipient(claim.recipient))) return 'invalid';
      const marked = await markContacted(store, claim.leadId, at, {
        actor: claim.recipient,
        action: 'lead-called-back',
        target: claim.leadId,
        detail: 'contacted',
        clientHash,
      });
      return marked === 'gone' ? 'invalid' : marked;
    },

    /** Gives the lead to a member (emailed a link to it when it is not the caller), or to nobody. */
    async assign(caller: Caller, id: string, ownerId: string | null) {
      vouched(caller);
      const owner = ownerId ? (await team.directory(caller)).find((m) => m.id === ownerId) : undefined;
      if (ownerId && !owner) return false;
      const changed = await setOwner(
        store,
        id,
        ownerId,
        now(),
        entry(caller, 'lead-owner-changed', id, owner?.email ?? ''),
      );
      if (!changed) return false;
      if (owner && owner.id !== caller.member.id) await notifyOwner(owner, id);
      return true;
    },

    async addNote(caller: Caller, id: string, body: string) {
      vouched(caller);
      const text = body.trim();
      if (!text || text.length > NOTE_MAX_LENGTH || CONTROL.test(text)) return false;
      return addNote(
        store,
        id,
        caller.member.email,
        text.normalize('NFC'),
        now(),
        entry(caller, 'lead-note-added', id),
      );
    },

    /** Sends one of the lead's notifications again (audited: who asked, which channel). */
    async resend(caller: Caller, id: string, deliveryId: string) {
      vouched(caller);
      const delivery = (await leadDetail(store, id))?.deliveries.find((d) => d.id === deliveryId);
      if (!delivery) return false;
      return resendDelivery(
        store,
        id,
        deliveryId,
        now(),
        entry(caller, 'lead-notification-resent', id, delivery.channel),
      );
    },

    /** Owners: the CSV of one kind's leads the list's filters pick, as the CLI's export writes it. */
    /** The list's leads as CSV; with a locale, for people: headers and option values as the team reads them. */
    async exportCsv(caller: Caller, kind: 'contact' | 'career', filters: LeadFilters, locale?: string) {
      await team.requireOwner(caller, 'export');
      const spec = leadKind(kind);
      const { sql, params } = conditions({ ...filters, kind });
      // The CLI's query, spam left out whatever the filters say (?status=spam included).
      const [rows] = await store.batch([
        exportRows(spec, `id IN (SELECT w.lead_id FROM lead_work w WHERE ${sql.join(' AND ')})`, params),
      ]);
      const header = spec.csv.columns.map(([name]) => name);
      await team.record(caller, 'leads-exported', kind, String(rows.length));
      const values = rows.map((row) => header.map((name) => row[name] ?? null));
      const text = locale ? words(locale) : undefined;
      const table = text ? forPeople(header, values, text) : { header, rows: values };
      return { file: spec.csv.file, csv: toCsv(table.header, table.rows) };
    },

    /** Owners: erases the person who sent this lead, every lead of their address with it (the CLI's forget). */
    async erase(caller: Caller, id: string) {
      await team.requireOwner(caller, 'erase');
      const lead = await leadDetail(store, id);
      if (!lead) return null;
      const removed = await forgetPerson(store, lead.fields.email ?? '');
      await team.record(
        caller,
        'person-erased',
        id,
        `${removed.contactRequests} contact requests, ${removed.applications} applications, ${removed.subscriptions} subscriptions`,
      );
      return removed;
    },
  };
}

export type InboxAccess = ReturnType<typeof inboxAccess>;
