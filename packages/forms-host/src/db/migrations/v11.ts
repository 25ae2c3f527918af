import type { Migration } from './types';

export const v11: Migration = {
  version: 11,
  name: 'a session knows when its member last proved who they are',
  // Challenges live five minutes: the table is made again with the new purpose allowed
  // (SQLite cannot change a CHECK in place); a ceremony under way at the upgrade starts over.
  ddl: ({ time, table }) => `
      -- Set at sign-in, at joining and by each confirmation with a passkey; NULL: before this version.
      ALTER TABLE sessions ADD COLUMN verified_at ${time};
      DROP TABLE challenges;
      CREATE TABLE challenges (
        challenge TEXT PRIMARY KEY NOT NULL,
        purpose TEXT NOT NULL CHECK (purpose IN ('join', 'add', 'sign-in', 'confirm')),
        -- join: the invitation's token hash; add: the member adding a passkey; confirm: the session's hash.
        subject TEXT,
        expires_at ${time} NOT NULL
      )${table};
    `,
};
