import { emailKey } from '../leads/emailKey';

/**
 * A text as the inbox searches it: the address rule's case folding (emailKey), then without
 * accents, so "Élodie", "ELODIE" and "élodie" meet.
 */
export const folded = (text: string): string =>
  emailKey(text).normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_TERMS = 48;
const MAX_TERM = 64;

/** What a lead is found by: each word of its name, company and address, the whole address, its phone's digits. */
export function searchTerms(values: {
  name: string;
  company?: string;
  email: string;
  phone: string;
}): string[] {
  const terms = new Set<string>();
  for (const text of [values.name, values.company ?? '', values.email])
    for (const word of folded(text).match(WORD) ?? []) terms.add(word);
  terms.add(folded(values.email.trim()));
  // Its digits, and without a country code or area code: a number is typed many ways.
  const digits = values.phone.replace(/\D/g, '');
  for (const tail of [digits, digits.slice(-10), digits.slice(-7)])
    if (tail.length >= 7 || tail === digits) terms.add(tail);
  return [...terms]
    .filter(Boolean)
    .map((term) => term.slice(0, MAX_TERM))
    .slice(0, MAX_TERMS);
}

/** The words of a search, folded as the terms are: each must begin a term of the lead. */
export const searchWords = (query: string): string[] => {
  const words = folded(query).match(WORD) ?? [];
  const digits = query.replace(/\D/g, '');
  // A phone typed with its spaces and dashes is one number.
  const all = /^[\d\s().+-]+$/.test(query.trim()) && digits ? [digits] : words;
  return [...new Set(all)].slice(0, 8).map((word) => word.slice(0, MAX_TERM));
};
