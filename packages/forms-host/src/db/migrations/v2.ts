import type { Migration } from './types';

export const v2: Migration = {
  version: 2,
  name: 'delivery outbox: one row per lead and channel, written with the lead',
  ddl: ({ time, table }) => `
      CREATE TABLE outbox (
        -- The delivery's id: the webhook-id a receiver sees on every retry.
        id TEXT PRIMARY KEY NOT NULL,
        lead_kind TEXT NOT NULL CHECK (lead_kind IN ('contact', 'career', 'optin')),
        lead_id TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at ${time} NOT NULL,
        next_attempt_at ${time} NOT NULL,
        -- A worker holds a row until then; past it, another may take it (its process died).
        claimed_until ${time},
        -- Past it, a delivery that keeps failing is marked failed (retry requeues it).
        give_up_at ${time} NOT NULL,
        last_error TEXT,
        delivered_at ${time},
        UNIQUE (lead_id, channel)
      )${table};
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
    `,
};
