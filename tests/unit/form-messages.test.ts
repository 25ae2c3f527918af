import en from '@/messages/en-US.json';
import fr from '@/messages/fr.json';
import { FORM_MESSAGES } from '@/components/forms/formMessages';
import {
  VALIDATION_MESSAGES,
  ACTIVITIES,
  BUSINESS_CATEGORIES,
  COUNTRIES,
  JOBS,
} from '@polyfence/lead-contract';

const FORM_NAMESPACES = [
  'signup_page',
  'FormOptions',
  'ContactForm',
  'ContactPopup',
  'CareerForm',
  'SignupForm',
  'OptinForm',
] as const;
const TOP_LEVEL = [...FORM_MESSAGES, 'optin_success'] as const;

type Tree = { [key: string]: string | Tree };
/** Every leaf as [path, text]. */
function leaves(tree: Tree | string, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}
/** ICU arguments and rich-text tags of a message, sorted. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

const pick = (catalogue: Tree) =>
  Object.fromEntries([...TOP_LEVEL, ...FORM_NAMESPACES].map((k) => [k, catalogue[k]])) as Tree;

describe('form messages', () => {
  const enLeaves = leaves(pick(en as unknown as Tree));
  const frLeaves = new Map(leaves(pick(fr as unknown as Tree)));

  it('exist in both locales with the same keys, the same arguments and no empty text', () => {
    expect([...frLeaves.keys()].sort()).toEqual(enLeaves.map(([k]) => k).sort());
    for (const [key, text] of enLeaves) {
      const french = frLeaves.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(french.trim(), key).not.toBe('');
      expect(placeholders(french), key).toEqual(placeholders(text));
    }
  });

  it('hold the exact English texts the site promises', () => {
    expect(en).toMatchObject({
      error_fields: 'Please fill all required fields',
      error_valid_email: 'Please enter a valid email.',
      error_file: 'Error: Only PDF files are accepted.',
      error_sending: 'Error while sending',
      sending: 'Sending...',
      success_message: 'Thank you, your message has been sent!',
      optin_success: 'Thank you for your registration!',
      signup_page: { general_error: 'Please fill in all the fields and make sure they are valid.' },
    });
  });

  it('translate every validation message and every option value', () => {
    const keys = new Set(enLeaves.map(([k]) => k));
    for (const key of VALIDATION_MESSAGES) expect(keys, key).toContain(key);
    for (const v of ACTIVITIES) expect(keys).toContain(`FormOptions.activity.${v}`);
    for (const v of BUSINESS_CATEGORIES) expect(keys).toContain(`FormOptions.businessCategory.${v}`);
    for (const v of JOBS) expect(keys).toContain(`FormOptions.job.${v}`);
    for (const v of COUNTRIES) expect(keys).toContain(`FormOptions.country.${v}`);
  });
});
