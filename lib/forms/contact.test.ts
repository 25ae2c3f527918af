import { issuesOf } from '@/tests/support/schema-issues';
import { contactSchema, toContactPayload } from './contact';
import { ACTIVITIES } from './options';

const valid = {
  name: 'Marie Tremblay',
  company_name: 'Boutique Soleil',
  email: 'marie@soleil.ca',
  phone: '514-555-0100',
  activity: 'retail',
  role: 'Owner',
};

const issues = issuesOf(contactSchema);

describe('contactSchema', () => {
  it('accepts a complete request and trims it', () => {
    expect(contactSchema.parse({ ...valid, name: '  Marie Tremblay ' }).name).toBe('Marie Tremblay');
  });

  it.each(['name', 'company_name', 'email', 'phone', 'activity'])('requires %s (error_fields)', (field) => {
    expect(issues({ ...valid, [field]: '' })).toEqual([[field, 'error_fields']]);
    expect(issues({ ...valid, [field]: undefined })).toEqual([[field, 'error_fields']]);
  });

  it('rejects blank text as missing', () => {
    expect(issues({ ...valid, phone: '   ' })).toEqual([['phone', 'error_fields']]);
    // Zero-width, word-joiner, byte-order mark and soft hyphen: nothing a person can read.
    expect(issues({ ...valid, name: '\u200b\u2060\ufeff\u00ad' })).toEqual([['name', 'error_fields']]);
    expect(issues({ ...valid, name: '\u200bÉlise' })).toEqual([]);
  });

  it('leaves role optional', () => {
    expect(issues({ ...valid, role: '' })).toEqual([]);
    expect(issues({ ...valid, role: undefined })).toEqual([]);
  });

  it('has no email format check', () => {
    expect(issues({ ...valid, email: 'call me' })).toEqual([]);
  });

  it('accepts only the activity values the forms host knows', () => {
    for (const activity of ACTIVITIES) expect(issues({ ...valid, activity })).toEqual([]);
    expect(issues({ ...valid, activity: 'consultant' })).toEqual([['activity', 'error_fields']]);
  });
});

describe('toContactPayload', () => {
  it('maps to the exact body of POST /propulso/geo', () => {
    expect(toContactPayload(contactSchema.parse(valid))).toStrictEqual(valid);
  });

  it('sends an empty role when none was given', () => {
    expect(toContactPayload(contactSchema.parse({ ...valid, role: undefined })).role).toBe('');
  });
});
