import type { Migration } from './types';

export const v4: Migration = {
  version: 4,
  name: 'the team: members, joining links, passkeys, challenges, sessions and the audit log',
  ddl: ({ time, bytes, table, dialect }) => {
    // A passkey's signature counter is an unsigned 32-bit number: past PostgreSQL's INTEGER.
    const counter = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
    return `
      CREATE TABLE members (
        id TEXT PRIMARY KEY NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        role TEXT NOT NULL CHECK (role IN ('owner', 'member')),
        -- The WebAuthn user handle: random, so a passkey names no address.
        user_handle TEXT NOT NULL UNIQUE,
        created_at ${time} NOT NULL
      )${table};
      CREATE TABLE invitations (
        -- The link's token is never stored, only its SHA-256.
        token_hash TEXT PRIMARY KEY NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('owner', 'member')),
        locale TEXT NOT NULL,
        -- The passkey's user handle: the member's when the address is already one.
        user_handle TEXT NOT NULL,
        invited_by TEXT NOT NULL,
        created_at ${time} NOT NULL,
        expires_at ${time} NOT NULL,
        used_at ${time}
      )${table};
      CREATE TABLE passkeys (
        id TEXT PRIMARY KEY NOT NULL,
        member_id TEXT NOT NULL REFERENCES members (id),
        public_key ${bytes} NOT NULL,
        counter ${counter} NOT NULL,
        transports TEXT NOT NULL,
        name TEXT NOT NULL,
        created_at ${time} NOT NULL,
        last_used_at ${time}
      )${table};
      CREATE INDEX passkeys_member ON passkeys (member_id);
      CREATE TABLE challenges (
        challenge TEXT PRIMARY KEY NOT NULL,
        purpose TEXT NOT NULL CHECK (purpose IN ('join', 'add', 'sign-in')),
        -- join: the invitation's token hash; add: the member adding a passkey.
        subject TEXT,
        expires_at ${time} NOT NULL
      )${table};
      CREATE TABLE sessions (
        -- The cookie holds a random id; the store only its SHA-256.
        id_hash TEXT PRIMARY KEY NOT NULL,
        member_id TEXT NOT NULL REFERENCES members (id),
        created_at ${time} NOT NULL,
        last_seen_at ${time} NOT NULL,
        expires_at ${time} NOT NULL
      )${table};
      CREATE INDEX sessions_member ON sessions (member_id);
      CREATE TABLE audit_log (
        id TEXT PRIMARY KEY NOT NULL,
        at ${time} NOT NULL,
        -- Kept as text: the entry outlives the member.
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT NOT NULL,
        detail TEXT NOT NULL,
        client_hash TEXT NOT NULL
      )${table};
      CREATE INDEX audit_log_at ON audit_log (at);
    `;
  },
};
