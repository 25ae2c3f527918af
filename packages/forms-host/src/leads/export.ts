import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { toCsv } from './csv';
import { applicationsSince, contactRequestsSince, readCv, subscriptionsSince } from './store';
import { getRow, run, type SqlRunner } from '../db/runner';

export const EXPORT_FILES = {
  contactRequests: 'contact-requests.csv',
  applications: 'applications.csv',
  subscriptions: 'subscriptions.csv',
  cvFolder: 'cvs',
} as const;

export interface ExportSummary {
  contactRequests: number;
  applications: number;
  subscriptions: number;
}

/** Where an application's CV is written, relative to the export folder. */
export const cvPath = (applicationId: string) => `${EXPORT_FILES.cvFolder}/${applicationId}.pdf`;

/**
 * Writes every lead received at or after `since` (ISO 8601 UTC) into `outDir`, which must
 * be new or empty: three CSV files and, under cvs/, each application's CV as it was sent.
 */
export async function exportLeads(store: SqlRunner, since: string, outDir: string): Promise<ExportSummary> {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) {
    throw new Error(`${outDir} is not empty: choose a new folder for the export.`);
  }
  // Owner-only, like the data folder: the export holds personal data.
  fs.mkdirSync(path.join(outDir, EXPORT_FILES.cvFolder), { recursive: true, mode: 0o700 });
  const write = (name: string, data: string | Buffer) =>
    fs.writeFileSync(path.join(outDir, name), data, { mode: 0o600 });

  // The three lists in one batch, one transaction: the files show the same moment (on
  // PostgreSQL only under REPEATABLE READ, where every statement shares one snapshot).
  const snapshot =
    store.dialect === 'postgres'
      ? run('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
      : // SQLite's transaction is one snapshot already.
        getRow('SELECT 1');
  const [, contacts, applications, subscriptions] = await store.batch([
    snapshot,
    contactRequestsSince(since),
    applicationsSince(since),
    subscriptionsSince(since),
  ]);
  write(
    EXPORT_FILES.contactRequests,
    toCsv(
      ['id', 'received_at', 'locale', 'name', 'company_name', 'email', 'phone', 'activity', 'role'],
      contacts.map((r) => [
        r.id,
        r.received_at,
        r.locale,
        r.name,
        r.company_name,
        r.email,
        r.phone,
        r.activity,
        r.role,
      ]),
    ),
  );

  for (const application of applications) {
    // One at a time, never every CV in memory at once.
    const bytes = await readCv(store, application.id);
    if (!bytes) throw new Error(`Application ${application.id} was erased during the export: run it again.`);
    const digest = bytes && createHash('sha256').update(bytes).digest('hex');
    if (digest !== application.cv_sha256) {
      throw new Error(`The CV of application ${application.id} does not match its recorded SHA-256.`);
    }
    write(cvPath(application.id), bytes as Buffer);
  }
  write(
    EXPORT_FILES.applications,
    toCsv(
      [
        'id',
        'received_at',
        'locale',
        'name',
        'email',
        'phone',
        'job',
        'cv_filename',
        'cv_file',
        'cv_size',
        'cv_sha256',
      ],
      applications.map((r) => [
        r.id,
        r.received_at,
        r.locale,
        r.name,
        r.email,
        r.phone,
        r.job,
        r.cv_filename,
        cvPath(r.id),
        r.cv_size,
        r.cv_sha256,
      ]),
    ),
  );

  write(
    EXPORT_FILES.subscriptions,
    toCsv(
      ['id', 'subscribed_at', 'locale', 'email', 'signup_source'],
      subscriptions.map((r) => [r.id, r.subscribed_at, r.locale, r.email, r.signup_source]),
    ),
  );

  return {
    contactRequests: contacts.length,
    applications: applications.length,
    subscriptions: subscriptions.length,
  };
}
