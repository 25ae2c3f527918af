import type { ProofProblem } from './proof';

/** Why a lead is held as spam: each shown with the lead in the inbox (`marked`: by a member). */
export type SpamReason = ProofProblem | 'honeypot' | 'link' | 'markup' | 'unlike-fields' | 'flood' | 'marked';

export const SPAM_REASONS: readonly SpamReason[] = [
  'proof-missing',
  'proof-invalid',
  'proof-expired',
  'proof-replayed',
  'honeypot',
  'link',
  'markup',
  'unlike-fields',
  'flood',
  'marked',
];

/** The short texts a person types into a form: a name, a company, a role. */
export interface TypedText {
  name?: string;
  company?: string;
  role?: string;
}

// A web address: a scheme, "www.", or a domain followed by a path (bit.ly/x). A company
// named after its site ("Épicerie.ca") is left alone: people write that.
const LINK = /\b(?:https?:\/\/|ftp:\/\/|www\.)|\b[\p{L}\d-]+\.[a-z]{2,}\/\S|\[url\b/iu;
// Tags, HTML entities, BBCode.
const MARKUP = /<\s*\/?\s*[a-z!?]|&#?\w+;|\[\/?(?:b|i|u|img|link|url)\]/i;
// A random token typed by a script: six or more letters switching case three times or more
// ("xKfTgHqLp"); names like "McDonald", "DeLaRosa" or "MacKenzie" switch at most twice.
const CASE_SWITCHES = /\p{Ll}\p{Lu}/gu;
const tokenLike = (word: string) =>
  word.length >= 6 && /^\p{L}+$/u.test(word) && (word.match(CASE_SWITCHES)?.length ?? 0) >= 3;

function unlikeItsField({ name, company, role }: TypedText): boolean {
  if (name !== undefined) {
    // A name has letters, and is not an address.
    if (!/\p{L}/u.test(name) || name.includes('@')) return true;
  }
  return [name, company, role].some((text) => text?.split(/[\s'’-]+/).some(tokenLike));
}

/** The reasons the text of a lead looks machine-made, from the fields a person types. */
export function contentReasons(text: TypedText): SpamReason[] {
  const values = [text.name, text.company, text.role].filter((v): v is string => !!v);
  const reasons: SpamReason[] = [];
  if (values.some((v) => LINK.test(v))) reasons.push('link');
  if (values.some((v) => MARKUP.test(v))) reasons.push('markup');
  if (unlikeItsField(text)) reasons.push('unlike-fields');
  return reasons;
}
