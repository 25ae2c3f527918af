import type { Migration } from './types';

export const v6: Migration = {
  version: 6,
  name: 'where each lead came from (landing page, referrer, utm tags, call to action); terms by lead',
  // JSON written by code (lifecycle/work.ts), read by code: the same text on both databases.
  // A search checks a lead's own terms by (lead_id, term): one index probe per lead listed.
  ddl: () => `
    ALTER TABLE lead_work ADD COLUMN source TEXT NOT NULL DEFAULT '{}';
    DROP INDEX lead_terms_lead;
    CREATE INDEX lead_terms_lead ON lead_terms (lead_id, term);
  `,
};
