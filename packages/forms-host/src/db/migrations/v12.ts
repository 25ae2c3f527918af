import type { Backfill, Migration } from './types';
import { run } from '../runner';

/** The lost reasons this version allows (frozen here: a migration never changes with live code). */
const LOST_REASONS = ['no-budget', 'competitor', 'no-answer', 'not-a-fit', 'other'];

// A frozen copy of how a stored source maps to its groups (lifecycle/work.ts has the live one).
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
function groupsOf(stored: unknown) {
  let source: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(String(stored ?? '{}'));
    if (parsed && typeof parsed === 'object') source = parsed as Record<string, unknown>;
  } catch {
    // Malformed: the lead has no source, as the inbox shows it.
  }
  return [
    text(source.utm_campaign, 128),
    text(source.utm_source, 128),
    text(source.utm_medium, 128),
    text(source.referrer, 256),
    text(source.landing, 512).split('?')[0]!,
    text(source.cta, 32),
  ];
}

const sourceGroups: Backfill = {
  select: "SELECT lead_id, source FROM lead_work WHERE source <> '{}'",
  rewrite: (rows) =>
    rows.map((row) =>
      run(
        `UPDATE lead_work SET utm_campaign = ?, utm_source = ?, utm_medium = ?, referrer = ?, landing_path = ?, cta = ?
         WHERE lead_id = ?`,
        [...groupsOf(row.source), row.lead_id],
      ),
    ),
};

export const v12: Migration = {
  version: 12,
  name: 'campaign outcomes: a won lead its value, a lost one its reason; visits counted by day',
  ddl: ({ table, time, dialect }) => {
    // Group keys sort byte by byte on both databases.
    const key = `${dialect === 'postgres' ? 'TEXT COLLATE "C"' : 'TEXT'} NOT NULL DEFAULT ''`;
    const reasons = LOST_REASONS.map((reason) => `'${reason}'`).join(', ');
    return `
      -- In cents of LEADS_CURRENCY: sums stay exact. NULL: not won, or won with no value given.
      ALTER TABLE lead_work ADD COLUMN won_value_cents ${dialect === 'postgres' ? 'BIGINT' : 'INTEGER'}
        CHECK (won_value_cents >= 0);
      ALTER TABLE lead_work ADD COLUMN lost_reason TEXT CHECK (lost_reason IN (${reasons}));
      -- When it became qualified, won or lost (NULL otherwise): the ad platforms' conversion time.
      ALTER TABLE lead_work ADD COLUMN outcome_at ${time};
      -- The source's parts the sources page groups by, as columns ('' for none): a period's
      -- leads are counted by SQL alone, whichever database.
      ALTER TABLE lead_work ADD COLUMN utm_campaign ${key};
      ALTER TABLE lead_work ADD COLUMN utm_source ${key};
      ALTER TABLE lead_work ADD COLUMN utm_medium ${key};
      ALTER TABLE lead_work ADD COLUMN referrer ${key};
      ALTER TABLE lead_work ADD COLUMN landing_path ${key};
      ALTER TABLE lead_work ADD COLUMN cta ${key};
      -- Page views and visits (a visit's first page) per day (in LEADS_TIMEZONE) and key: no
      -- address, agent or identifier, nothing per visitor. '' for none; past the day's cap of
      -- keys, counts go to the key whose parts all read '(other)'.
      CREATE TABLE visit_counts (
        day TEXT NOT NULL,
        path ${key},
        locale ${key},
        referrer ${key},
        utm_source ${key},
        utm_medium ${key},
        utm_campaign ${key},
        views INTEGER NOT NULL DEFAULT 0,
        visits INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (day, path, locale, referrer, utm_source, utm_medium, utm_campaign)
      )${table};
    `;
  },
  backfill: [sourceGroups],
};
