import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { allRows, getRow, run, type SqlRunner } from '../db/runner';
import { CHALLENGE_MS } from './policy';

/** The relying party: passkeys made here work on TEAM_ORIGIN's host name only. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export const relyingParty = (teamOrigin: string, name: string): RelyingParty => ({
  id: new URL(teamOrigin).hostname,
  origin: new URL(teamOrigin).origin,
  name,
});

type Purpose = 'join' | 'add' | 'sign-in' | 'confirm';

/** A member proving again who they are, in one session, with one of their own passkeys. */
export interface Confirmation {
  /** The session's hash: a challenge made for one session is no use to another. */
  session: string;
  /** Their passkeys' ids: the browser offers no other. */
  passkeys: readonly string[];
}

/** Kept server-side until used once or CHALLENGE_MS has passed. */
const storeChallenge = (challenge: string, purpose: Purpose, subject: string | null, now: Date) =>
  run('INSERT INTO challenges (challenge, purpose, subject, expires_at) VALUES (?, ?, ?, ?)', [
    challenge,
    purpose,
    subject,
    new Date(now.getTime() + CHALLENGE_MS).toISOString(),
  ]);

/**
 * A check for the library: true once, for a live challenge of this purpose and subject,
 * which it deletes in the same statement (two answers to one challenge: one wins).
 */
const takeChallenge =
  (store: SqlRunner, purpose: Purpose, subject: string | null, now: Date) =>
  async (challenge: string): Promise<boolean> => {
    const [row] = await store.batch([
      getRow<{ subject: string | null }>(
        'DELETE FROM challenges WHERE challenge = ? AND purpose = ? AND expires_at > ? RETURNING subject',
        [challenge, purpose, now.toISOString()],
      ),
    ]);
    return row !== null && row.subject === subject;
  };

export interface PasskeyOwner {
  userHandle: string;
  email: string;
  /** Their passkeys, which the authenticator is told not to make again. */
  existing: readonly string[];
}

/** Options for making a passkey: discoverable (sign-in types no address) and verified by the user. */
export async function registrationOptions(
  store: SqlRunner,
  rp: RelyingParty,
  purpose: 'join' | 'add',
  subject: string,
  owner: PasskeyOwner,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: owner.email,
    userID: isoBase64URL.toBuffer(owner.userHandle),
    attestationType: 'none',
    excludeCredentials: owner.existing.map((id) => ({ id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_MS,
  });
  await store.batch([storeChallenge(options.challenge, purpose, subject, now)]);
  return options;
}

export interface NewPasskey {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string;
}

/** The passkey a registration response proves, or null (wrong challenge, origin, or no user verification). */
export async function verifyRegistration(
  store: SqlRunner,
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  purpose: 'join' | 'add',
  subject: string,
  now: Date,
): Promise<NewPasskey | null> {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: takeChallenge(store, purpose, subject, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified) return null;
    const { credential } = registrationInfo;
    return {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
    };
  } catch {
    // A malformed or forged response: the library names what failed, which no one needs.
    return null;
  }
}

export const insertPasskey = (
  memberSql: string,
  memberParams: readonly unknown[],
  passkey: NewPasskey,
  name: string,
  now: Date,
) =>
  run(
    `INSERT INTO passkeys (id, member_id, public_key, counter, transports, name, created_at)
     SELECT ?, id, ?, ?, ?, ?, ? FROM members WHERE ${memberSql}`,
    [
      passkey.id,
      Buffer.from(passkey.publicKey),
      passkey.counter,
      passkey.transports,
      name,
      now.toISOString(),
      ...memberParams,
    ],
  );

/**
 * Options for signing in with any passkey of this site (discoverable: no address asked), or,
 * for a confirmation, with one of the member's own.
 */
export async function authenticationOptions(
  store: SqlRunner,
  rp: RelyingParty,
  now: Date,
  confirmation?: Confirmation,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CHALLENGE_MS,
    allowCredentials: confirmation?.passkeys.map((id) => ({ id })),
  });
  await store.batch([
    confirmation
      ? storeChallenge(options.challenge, 'confirm', confirmation.session, now)
      : storeChallenge(options.challenge, 'sign-in', null, now),
  ]);
  return options;
}

interface PasskeyRow {
  id: string;
  member_id: string;
  public_key: Uint8Array;
  counter: number | string;
  transports: string;
}

/**
 * The member a sign-in (or a confirmation in `session`) response proves and the passkey it
 * used, or null; its counter and last use are updated.
 */
export async function verifyAuthentication(
  store: SqlRunner,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now: Date,
  session?: string,
): Promise<{ memberId: string; passkeyId: string } | null> {
  if (typeof response?.id !== 'string') return null;
  const [row] = await store.batch([
    getRow<PasskeyRow>('SELECT id, member_id, public_key, counter, transports FROM passkeys WHERE id = ?', [
      response.id,
    ]),
  ]);
  if (!row) return null;
  const credential: WebAuthnCredential = {
    id: row.id,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: row.transports ? (row.transports.split(',') as WebAuthnCredential['transports']) : undefined,
  };
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: session
        ? takeChallenge(store, 'confirm', session, now)
        : takeChallenge(store, 'sign-in', null, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential,
      requireUserVerification: true,
    });
    if (!verified) return null;
    await store.batch([
      run('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?', [
        authenticationInfo.newCounter,
        now.toISOString(),
        row.id,
      ]),
    ]);
    return { memberId: row.member_id, passkeyId: row.id };
  } catch {
    return null;
  }
}

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function memberPasskeys(store: SqlRunner, memberId: string): Promise<Passkey[]> {
  const [rows] = await store.batch([
    allRows<{ id: string; name: string; created_at: string; last_used_at: string | null }>(
      'SELECT id, name, created_at, last_used_at FROM passkeys WHERE member_id = ? ORDER BY created_at, id',
      [memberId],
    ),
  ]);
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
}

/** Removes one of a member's passkeys, never their last: they would be locked out. */
export const removePasskeyStatement = (memberId: string, id: string) =>
  run(
    `DELETE FROM passkeys WHERE id = ? AND member_id = ?
       AND (SELECT count(*) FROM passkeys mine WHERE mine.member_id = ?) > 1`,
    [id, memberId, memberId],
  );
