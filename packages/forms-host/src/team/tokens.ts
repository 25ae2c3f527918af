import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A secret for a cookie or a link: 256 random bits, URL-safe. */
export const secretToken = (): string => randomBytes(32).toString('base64url');

/** What the store keeps of a secret: its SHA-256, so a copy of the database lets nobody in. */
export const secretHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

export const newId = (): string => randomUUID();
