import { randomBytes } from 'node:crypto';
import { getRow, run, type SqlRunner } from '../db/runner';

const cache = new WeakMap<SqlRunner, Map<string, Promise<string>>>();

/**
 * A random key kept in the store under `name`: the first instance to need it makes it,
 * every other instance reads the same one, so what one signs another can check.
 */
export function hostSecret(store: SqlRunner, name: string): Promise<string> {
  let secrets = cache.get(store);
  if (!secrets) cache.set(store, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = store
      .batch([
        run('INSERT INTO host_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [
          name,
          randomBytes(32).toString('base64url'),
        ]),
        getRow<{ value: string }>('SELECT value FROM host_secrets WHERE name = ?', [name]),
      ])
      .then(([, row]) => row!.value);
    // A failed read is tried again by the next caller, not remembered.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
