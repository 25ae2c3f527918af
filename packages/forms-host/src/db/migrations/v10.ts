import type { Migration } from './types';

export const v10: Migration = {
  version: 10,
  name: 'a session knows the passkey that started it',
  ddl: () => `
      -- Removing a passkey ends the sessions it started; NULL: started before this version.
      ALTER TABLE sessions ADD COLUMN passkey_id TEXT;
      CREATE INDEX sessions_passkey ON sessions (passkey_id);
    `,
};
