import { issuesOf } from '@/packages/lead-contract/test/issues';
import { BUSINESS_CATEGORIES, COUNTRIES } from '@polyfence/lead-contract';
import { toSignupPayload } from './signup';
import { signupSchema } from './signupSchema';

const valid = {
  organization_name: 'Boutique Soleil',
  organization_email: 'billing@soleil.ca',
  website_name: 'soleil.ca',
  business_category: 'retail',
  address: '123 rue Sainte-Catherine',
  city: 'Montréal',
  province: 'QC',
  postal_code: 'H2X 1Z4',
  country: 'CA',
  first_name: 'Marie',
  last_name: 'Tremblay',
  email: 'marie@soleil.ca',
  form_organization_role: 'Owner',
  password: 's3cret-pass',
  confirm_password: 's3cret-pass',
  terms: true,
};

const messages = issuesOf(signupSchema);
const general = 'signup_page.general_error';

describe('signupSchema', () => {
  it('accepts a complete signup', () => {
    expect(messages(valid)).toEqual([]);
  });

  it.each(Object.keys(valid).filter((k) => k !== 'terms'))(
    'requires %s (signup_page.general_error)',
    (field) => {
      expect(messages({ ...valid, [field]: undefined })).toContainEqual([field, general]);
      expect(messages({ ...valid, [field]: '' })).toContainEqual([field, general]);
    },
  );

  it('requires a password of at least 8 characters', () => {
    expect(messages({ ...valid, password: '1234567', confirm_password: '1234567' })).toEqual([
      ['password', general],
    ]);
    expect(messages({ ...valid, password: '12345678', confirm_password: '12345678' })).toEqual([]);
  });

  it('requires the confirmation to equal the password, even while other fields are missing', () => {
    expect(messages({ ...valid, confirm_password: 's3cret-pasS' })).toEqual([['confirm_password', general]]);
    expect(messages({ ...valid, city: '', confirm_password: 'other' })).toEqual([
      ['city', general],
      ['confirm_password', general],
    ]);
  });

  it('requires the terms to be accepted', () => {
    expect(messages({ ...valid, terms: false })).toEqual([['terms', general]]);
    expect(messages({ ...valid, terms: undefined })).toEqual([['terms', general]]);
  });

  it('requires valid email addresses', () => {
    expect(messages({ ...valid, email: 'marie' })).toEqual([['email', general]]);
    expect(messages({ ...valid, organization_email: 'billing@' })).toEqual([['organization_email', general]]);
  });

  it('accepts only the categories and countries the account API knows', () => {
    for (const business_category of BUSINESS_CATEGORIES)
      expect(messages({ ...valid, business_category })).toEqual([]);
    for (const country of COUNTRIES) expect(messages({ ...valid, country })).toEqual([]);
    expect(messages({ ...valid, business_category: 'startup' })).toEqual([['business_category', general]]);
    expect(messages({ ...valid, country: 'Canada' })).toEqual([['country', general]]);
  });
});

describe('toSignupPayload', () => {
  it('maps the fields to the organization/user body of POST /account/', () => {
    expect(toSignupPayload(signupSchema.parse(valid), 'en-US')).toStrictEqual({
      organization: {
        name: 'Boutique Soleil',
        website: 'soleil.ca',
        accounting_email: 'billing@soleil.ca',
        type: 'retail',
        address: {
          street: '123 rue Sainte-Catherine',
          city: 'Montréal',
          state: 'QC',
          postal_code: 'H2X 1Z4',
          country: 'CA',
        },
      },
      user: {
        email: 'marie@soleil.ca',
        first_name: 'Marie',
        last_name: 'Tremblay',
        password: 's3cret-pass',
        company_role: 'Owner',
        language: 'en',
      },
    });
  });

  it('sends user.language fr from the French pages', () => {
    expect(toSignupPayload(signupSchema.parse(valid), 'fr').user.language).toBe('fr');
  });
});
