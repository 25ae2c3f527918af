import type { Migration } from './types';

export const v7: Migration = {
  version: 7,
  name: 'spam: the reasons a lead or a subscription is held, spent proofs of work, the host secrets',
  ddl: ({ time, table }) => `
      -- A JSON array of reasons (spam/rules.ts); NULL: not spam.
      ALTER TABLE lead_work ADD COLUMN spam_reasons TEXT;
      ALTER TABLE subscriptions ADD COLUMN spam_reasons TEXT;
      -- Every challenge solved once is remembered here until it expires, on every instance.
      CREATE TABLE spent_proofs (
        signature TEXT PRIMARY KEY NOT NULL,
        expires_at ${time} NOT NULL
      )${table};
      CREATE INDEX spent_proofs_expiry ON spent_proofs (expires_at);
      -- Random keys made by the first instance that needs one, shared by the others.
      CREATE TABLE host_secrets (
        name TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL
      )${table};
    `,
};
