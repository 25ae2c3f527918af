import { randomUUID } from 'node:crypto';
import type { ContactValues } from '@polyfence/lead-contract';
import { allRows, run, type SqlRunner } from '../db/runner';
import { leadWorkStatements, SOURCE_COLUMN, WORK_COLUMNS, WORK_NOT_SPAM } from '../lifecycle/work';
import { roundRobinStatements } from '../lifecycle/roundRobin';
import { queueDeliveries, type ChannelName } from '../outbox/queue';
import { emailKey, storedEmail } from './emailKey';
import type { LeadKindSpec, RequestMeta } from './kind';

/** Contact requests: POST /propulso/geo. */
export const contactKind: LeadKindSpec = {
  kind: 'contact',
  counts: 'contactRequests',
  table: 'contact_requests',
  time: 'received_at',
  retained: true,
  attached: [],
  notSpam: WORK_NOT_SPAM('contact_requests'),
  csv: {
    file: 'contact-requests.csv',
    columns: ['id', 'received_at', 'locale', 'name', 'company_name', 'email', 'phone', 'activity', 'role']
      .map((name) => [name, name] as const)
      .concat([['source', SOURCE_COLUMN('contact_requests')], ...WORK_COLUMNS('contact_requests')]),
  },
  fields: {
    name: 'name',
    company_name: 'company_name',
    email: 'email',
    phone: 'phone',
    activity: 'activity',
    role: 'role',
  },
  email: { rows: ['name', 'company_name', 'email', 'phone', 'activity', 'role'] },
};

export interface ContactRequestRow {
  id: string;
  received_at: string;
  locale: string | null;
  name: string;
  company_name: string;
  email: string;
  phone: string;
  activity: string;
  role: string;
}

/** Stores a contact request and queues its notifications on `channels`; returns its id once committed. */
export async function saveContactRequest(
  store: SqlRunner,
  values: ContactValues,
  meta: RequestMeta,
  channels: readonly ChannelName[] = [],
) {
  const id = randomUUID();
  await store.batch([
    run(
      `INSERT INTO contact_requests
         (id, received_at, locale, client_hash, name, company_name, email, email_key, phone, activity, role)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        meta.receivedAt,
        meta.locale,
        meta.clientHash,
        values.name,
        values.company_name,
        storedEmail(values.email),
        emailKey(values.email),
        values.phone,
        values.activity,
        values.role ?? '',
      ],
    ),
    ...leadWorkStatements('contact', id, meta.receivedAt, { ...values, company: values.company_name }, meta),
    ...(meta.assign ? roundRobinStatements(store, id, meta.receivedAt) : []),
    ...queueDeliveries(contactKind, id, channels, Date.parse(meta.receivedAt), { dialect: store.dialect }),
  ]);
  return id;
}

// The client hash stays in the database: it is for rate analysis, not for the marketing team.
export const listContactRequests = async (store: SqlRunner, since: string) =>
  (
    await store.batch([
      allRows<ContactRequestRow>(
        `SELECT id, received_at, locale, name, company_name, email, phone, activity, role
         FROM contact_requests WHERE received_at >= ? ORDER BY received_at, id`,
        [since],
      ),
    ])
  )[0];
