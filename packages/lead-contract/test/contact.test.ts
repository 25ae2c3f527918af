import { issuesOf } from './issues';
import { contactSchema } from '../src/contact';
import { toContactPayload } from '../src/payloads';
import { ACTIVITIES } from '../src/options';
import { CONTACT_REQUEST } from './samples';

const valid = CONTACT_REQUEST;

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

  it('refuses a control character anywhere in a text field (NUL included), with its own message', () => {
    for (const field of ['name', 'company_name', 'email', 'phone', 'role'])
      for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\n'])
        expect(
          issues({ ...valid, [field]: `Ana${control}Roy` }),
          `${field} ${JSON.stringify(control)}`,
        ).toEqual([[field, 'error_control_characters']]);
    // A name of control characters alone is as empty as no name.
    expect(issues({ ...valid, name: '\u0000' })).toEqual([['name', 'error_fields']]);
    expect(issues({ ...valid, role: '\u0000' })).toEqual([['role', 'error_control_characters']]);
  });

  it('keeps one spelling of accents: decomposed text is stored composed (NFC)', () => {
    const parsed = contactSchema.parse({ ...valid, name: 'E\u0301lodie', email: 'e\u0301lodie@exemple.ca' });
    expect(parsed.name).toBe('\u00c9lodie');
    expect(parsed.email).toBe('\u00e9lodie@exemple.ca');
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
