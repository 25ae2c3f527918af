import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getRow, run, type SqlRunner } from '../db/runner';
import { careerKind, cvPath, readCv } from './career';
import { toCsv } from './csv';
import { exportRowsSince } from './kind';
import { LEAD_KINDS } from './kinds';

/** How many leads of each kind an export wrote, by each kind's `counts` name. */
export type ExportSummary = Record<string, number>;

/**
 * Writes every lead received at or after `since` (ISO 8601 UTC) into `outDir`, which must
 * be new or empty: one CSV file per kind of lead and, under cvs/, each application's CV as
 * it was sent.
 */
export async function exportLeads(store: SqlRunner, since: string, outDir: string): Promise<ExportSummary> {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) {
    throw new Error(`${outDir} is not empty: choose a new folder for the export.`);
  }
  // Owner-only, like the data folder: the export holds personal data.
  fs.mkdirSync(path.join(outDir, path.dirname(cvPath('x'))), { recursive: true, mode: 0o700 });
  const write = (name: string, data: string | Buffer) =>
    fs.writeFileSync(path.join(outDir, name), data, { mode: 0o600 });

  // Every list in one batch, one transaction: the files show the same moment (on
  // PostgreSQL only under REPEATABLE READ, where every statement shares one snapshot).
  const snapshot =
    store.dialect === 'postgres'
      ? run('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
      : // SQLite's transaction is one snapshot already.
        getRow('SELECT 1');
  const [, ...lists] = await store.batch([
    snapshot,
    ...LEAD_KINDS.map((kind) => exportRowsSince(kind, since)),
  ]);

  const summary: ExportSummary = {};
  for (const [i, kind] of LEAD_KINDS.entries()) {
    const rows = lists[i] ?? [];
    const names = kind.csv.columns.map(([name]) => name);
    write(
      kind.csv.file,
      toCsv(
        names,
        rows.map((row) => names.map((name) => row[name] ?? null)),
      ),
    );
    summary[kind.counts] = rows.length;
  }

  const applications = lists[LEAD_KINDS.indexOf(careerKind)] ?? [];
  for (const { id, cv_sha256, cv_file } of applications) {
    // Held as spam past the spam budget, then let through: no file to write.
    if (!cv_file) continue;
    // One at a time, never every CV in memory at once.
    const bytes = await readCv(store, String(id));
    if (!bytes) throw new Error(`Application ${id} was erased during the export: run it again.`);
    if (createHash('sha256').update(bytes).digest('hex') !== cv_sha256) {
      throw new Error(`The CV of application ${id} does not match its recorded SHA-256.`);
    }
    write(cvPath(String(id)), bytes);
  }
  return summary;
}
