import { SPAM_REASONS, type SpamReason } from '@polyfence/forms-host';

/** A stored reason as the catalogue names it (`Team.spam.reasons.*`); one it does not know is `unknown`. */
export const spamReasonKey = (reason: string): SpamReason | 'unknown' =>
  (SPAM_REASONS as readonly string[]).includes(reason) ? (reason as SpamReason) : 'unknown';
