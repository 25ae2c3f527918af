import type { Migration } from './types';

const CHANNELS = "'email', 'webhook', 'acknowledgement', 'reminder', 'escalation'";

export const v8: Migration = {
  version: 8,
  name: 'the call-back promise: the visitor acknowledged, reminders and escalations sent once per lead',
  ddl: ({ time, table, dialect }) => {
    // SQLite cannot change a CHECK: the outbox is rebuilt with the wider one, rows kept.
    const outbox =
      dialect === 'postgres'
        ? `ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
           ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN (${CHANNELS}));`
        : `CREATE TABLE outbox_v8 (
             id TEXT PRIMARY KEY NOT NULL,
             lead_kind TEXT NOT NULL CHECK (lead_kind IN ('contact', 'career', 'optin')),
             lead_id TEXT NOT NULL,
             channel TEXT NOT NULL CHECK (channel IN (${CHANNELS})),
             status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
             attempts INTEGER NOT NULL DEFAULT 0,
             created_at ${time} NOT NULL,
             next_attempt_at ${time} NOT NULL,
             claimed_until ${time},
             give_up_at ${time} NOT NULL,
             last_error TEXT,
             delivered_at ${time},
             UNIQUE (lead_id, channel)
           )${table};
           INSERT INTO outbox_v8 (id, lead_kind, lead_id, channel, status, attempts, created_at,
               next_attempt_at, claimed_until, give_up_at, last_error, delivered_at)
             SELECT id, lead_kind, lead_id, channel, status, attempts, created_at,
               next_attempt_at, claimed_until, give_up_at, last_error, delivered_at FROM outbox;
           DROP TABLE outbox;
           ALTER TABLE outbox_v8 RENAME TO outbox;
           CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`;
    return `
      ${outbox}
      -- When the lead's reminder / escalation was queued (once each, whichever instance did it).
      ALTER TABLE lead_work ADD COLUMN reminded_at ${time};
      ALTER TABLE lead_work ADD COLUMN escalated_at ${time};
      -- The clock's scan: new leads with a due time, oldest due first.
      CREATE INDEX lead_work_due ON lead_work (status, due_at);
    `;
  },
};
