import { randomUUID } from 'node:crypto';
import { CV_MAX_BYTES } from '@polyfence/lead-contract';
import { allRows, getRow, run, type SqlRunner } from '../db/runner';
import { leadWorkStatements, SOURCE_COLUMN, WORK_COLUMNS, WORK_NOT_SPAM } from '../lifecycle/work';
import { roundRobinStatements } from '../lifecycle/roundRobin';
import { queueDeliveries, type ChannelName } from '../outbox/queue';
import type { CareerPayloadValues } from './careerPayload';
import { emailKey, storedEmail } from './emailKey';
import type { LeadKindSpec, RequestMeta, SaveResult } from './kind';

/**
 * What the CVs of the applications held as spam may take together. Spam costs a bot nothing to
 * send and is kept 30 days: past this, a spam application keeps its CV's name, size and hash but
 * not its bytes, so a flood cannot fill the disk the real leads are written to.
 */
export const SPAM_CV_BUDGET_BYTES = 100 * 1024 * 1024;

/** Whether the application of the row at hand (`applications.id`) still has its CV's bytes. */
export const CV_KEPT = 'EXISTS (SELECT 1 FROM application_cvs c WHERE c.application_id = applications.id)';

/** The bytes the CVs of the applications held as spam take now. */
async function spamCvBytes(store: SqlRunner): Promise<number> {
  const [row] = await store.batch([
    getRow<{ bytes: number | string }>(
      `SELECT COALESCE(SUM(a.cv_size), 0) AS bytes FROM applications a
       JOIN lead_work w ON w.lead_id = a.id
       JOIN application_cvs c ON c.application_id = a.id
       WHERE w.status = 'spam'`,
      [],
    ),
  ]);
  return Number(row?.bytes ?? 0);
}

/** Where an application's CV is written in an export, relative to its folder. */
export const cvPath = (applicationId: string) => `cvs/${applicationId}.pdf`;

/** Job applications with their PDF CV: POST /propulso/career. The CV's bytes live in application_cvs. */
export const careerKind: LeadKindSpec = {
  kind: 'career',
  counts: 'applications',
  table: 'applications',
  time: 'received_at',
  retained: true,
  attached: ['application_cvs'],
  notSpam: WORK_NOT_SPAM('applications'),
  csv: {
    file: 'applications.csv',
    columns: [
      ...['id', 'received_at', 'locale', 'name', 'email', 'phone', 'job', 'cv_filename'].map(
        (name) => [name, name] as const,
      ),
      // cvPath, in SQL (the same || on both databases); empty for a CV that was not kept.
      ['cv_file', `CASE WHEN ${CV_KEPT} THEN 'cvs/' || id || '.pdf' ELSE '' END`],
      ['cv_size', 'cv_size'],
      ['cv_sha256', 'cv_sha256'],
      ['source', SOURCE_COLUMN('applications')],
      ...WORK_COLUMNS('applications'),
    ],
  },
  fields: { name: 'name', email: 'email', phone: 'phone', job: 'job' },
  email: { rows: ['name', 'email', 'phone', 'job'] },
};

export interface ApplicationInput {
  name: string;
  email: string;
  phone: string;
  job: string;
  /** `sha256`: hex digest of `bytes`, computed off the request thread by the caller. */
  cv: { filename: string; type: string; bytes: Buffer; sha256: string };
}

export interface ApplicationRow {
  id: string;
  received_at: string;
  locale: string | null;
  name: string;
  email: string;
  phone: string;
  job: string;
  cv_filename: string;
  cv_type: string;
  cv_size: number;
  cv_sha256: string;
}

/** Stores an application and its CV in one transaction with its notifications; returns its id once committed. */
export async function saveApplication(
  store: SqlRunner,
  input: ApplicationInput,
  meta: RequestMeta,
  channels: readonly ChannelName[] = [],
) {
  const id = randomUUID();
  const { cv } = input;
  // Two instances may both pass the budget at once: by a CV each, no more.
  const keepCv = !meta.spam?.length || (await spamCvBytes(store)) + cv.bytes.length <= SPAM_CV_BUDGET_BYTES;
  await store.batch([
    run(
      `INSERT INTO applications
         (id, received_at, locale, client_hash, name, email, email_key, phone, job,
          cv_filename, cv_type, cv_size, cv_sha256)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        meta.receivedAt,
        meta.locale,
        meta.clientHash,
        input.name,
        storedEmail(input.email),
        emailKey(input.email),
        input.phone,
        input.job,
        cv.filename,
        cv.type,
        cv.bytes.length,
        cv.sha256,
      ],
    ),
    ...(keepCv
      ? [run('INSERT INTO application_cvs (application_id, bytes) VALUES (?, ?)', [id, cv.bytes])]
      : []),
    ...leadWorkStatements('career', id, meta.receivedAt, input, meta),
    ...(meta.assign ? roundRobinStatements(store, id, meta.receivedAt) : []),
    ...queueDeliveries(careerKind, id, channels, Date.parse(meta.receivedAt), { dialect: store.dialect }),
  ]);
  return id;
}

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** Stores the application with its decoded CV, whose bytes are checked once more. */
export async function saveCareerPayload(
  store: SqlRunner,
  values: CareerPayloadValues,
  meta: RequestMeta,
  channels: readonly ChannelName[],
): Promise<SaveResult> {
  const { bytes } = values.files;
  if (bytes.length > CV_MAX_BYTES || !bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    return { ok: false, errors: { files: ['error_file_signature'] } };
  }
  // WebCrypto digests on libuv's pool, not on the request thread.
  // The Buffer as it is (10 MB): the digest takes a copy of its own.
  const sha256 = Buffer.from(
    await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>),
  ).toString('hex');
  const { name, email, phone, job } = values;
  const cv = { filename: values.files.filename, type: values.files.type, bytes, sha256 };
  const id = await saveApplication(store, { name, email, phone, job, cv }, meta, channels);
  return { ok: true, id };
}

export const listApplications = async (store: SqlRunner, since: string) =>
  (
    await store.batch([
      allRows<ApplicationRow>(
        `SELECT id, received_at, locale, name, email, phone, job, cv_filename, cv_type, cv_size, cv_sha256
         FROM applications WHERE received_at >= ? ORDER BY received_at, id`,
        [since],
      ),
    ])
  )[0];

/** The CV exactly as received. */
export async function readCv(store: SqlRunner, applicationId: string): Promise<Buffer | undefined> {
  const [row] = await store.batch([
    getRow<{ bytes: Uint8Array }>('SELECT bytes FROM application_cvs WHERE application_id = ?', [
      applicationId,
    ]),
  ]);
  return row ? Buffer.from(row.bytes) : undefined;
}
