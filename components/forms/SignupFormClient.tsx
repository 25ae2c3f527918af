'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { createAccount, welcomeUrl } from '@/lib/api/accountApi';
import { publicEnv } from '@/lib/publicEnv';
import { failure } from '@/lib/api/result';
import { FORM_FIELDS } from '@/lib/forms/formName';
import { MAX_LENGTH, type LengthKind, BUSINESS_CATEGORIES, countryOptions } from '@polyfence/lead-contract';
import { navigateTo } from '@/lib/forms/navigate';
import { PASSWORD_MIN_LENGTH, toSignupPayload } from '@/lib/forms/signup';
import type { SignupValues } from '@/lib/forms/signupSchema';
import { AccountExistingMessage } from './AccountExistingMessage';
import { CheckboxField } from './fields/CheckboxField';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import styles from './fields/Form.module.css';
import { FormShell } from './FormShell';
import { useFormSubmission } from './useFormSubmission';

const COMPANY = [
  'organization_name',
  'organization_email',
  'website_name',
  'address',
  'city',
  'province',
  'postal_code',
] as const;
const YOU = ['first_name', 'last_name', 'email', 'form_organization_role'] as const;
type Field = (typeof FORM_FIELDS.signup)[number];

const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  organization_name: 'organization',
  organization_email: 'email',
  website_name: 'url',
  address: 'address-line1',
  city: 'address-level2',
  province: 'address-level1',
  postal_code: 'postal-code',
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  form_organization_role: 'organization-title',
};
const LENGTH: Record<(typeof COMPANY)[number] | (typeof YOU)[number], LengthKind> = {
  organization_name: 'name',
  organization_email: 'email',
  website_name: 'url',
  address: 'address',
  city: 'name',
  province: 'name',
  postal_code: 'postalCode',
  first_name: 'name',
  last_name: 'name',
  email: 'email',
  form_organization_role: 'name',
};
const TYPE: Partial<Record<Field, string>> = {
  organization_email: 'email',
  email: 'email',
  website_name: 'url',
};

const onSuccess = ({ token }: { token: string }) => {
  if (publicEnv.NEXT_PUBLIC_APP_URL) navigateTo(welcomeUrl(publicEnv.NEXT_PUBLIC_APP_URL, token));
};

/** Self-service signup: about the company, about you; hands off to the app on success. */
export function SignupFormClient() {
  const t = useTranslations('SignupForm');
  const tOption = useTranslations('FormOptions');
  const tRoot = useTranslations();
  const locale = useLocale();
  const send = (values: SignupValues) =>
    // Without the app's address the visitor could not finish: fail before creating the account.
    publicEnv.NEXT_PUBLIC_APP_URL
      ? createAccount(toSignupPayload(values, locale))
      : Promise.resolve(failure('config'));
  const { state, id, field, shell } = useFormSubmission({
    form: 'signup',
    send,
    onSuccess,
  });
  const text = (name: (typeof COMPANY)[number] | (typeof YOU)[number]) => (
    <TextField
      key={name}
      label={t(name)}
      type={TYPE[name] ?? 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      maxLength={MAX_LENGTH[LENGTH[name]]}
      required
      {...field(name)}
    />
  );

  return (
    <FormShell
      shell={shell}
      className={styles.form}
      success={tRoot('signup_page.msg_success')}
      failure={
        state.status === 'error' && state.failure === 'conflict' ? (
          <AccountExistingMessage />
        ) : (
          tRoot('error_sending')
        )
      }
      submitLabel={t('submit')}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('company')}</legend>
        <div className={styles.grid}>
          {COMPANY.slice(0, 3).map(text)}
          <SelectField
            label={t('business_category')}
            placeholder={t('categoryPlaceholder')}
            options={BUSINESS_CATEGORIES.map((value) => ({
              value,
              label: tOption(`businessCategory.${value}`),
            }))}
            required
            {...field('business_category')}
          />
          {COMPANY.slice(3).map(text)}
          <SelectField
            label={t('country')}
            placeholder={t('countryPlaceholder')}
            options={countryOptions((value) => tOption(`country.${value}`), locale)}
            autoComplete="country"
            required
            {...field('country')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('you')}</legend>
        <div className={styles.grid}>
          {YOU.map(text)}
          <TextField
            label={t('password')}
            type="password"
            autoComplete="new-password"
            required
            hintId={id('password-hint')}
            hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
            maxLength={MAX_LENGTH.password}
            {...field('password')}
          />
          <TextField
            label={t('confirm_password')}
            type="password"
            autoComplete="new-password"
            required
            maxLength={MAX_LENGTH.password}
            {...field('confirm_password')}
          />
        </div>
        <CheckboxField
          label={t.rich('terms', {
            terms: (chunks) => (
              <Link href="/terms" target="_blank" rel="noopener">
                {chunks}
                <span className="visually-hidden"> {t('newTab')}</span>
              </Link>
            ),
          })}
          required
          {...field('terms')}
        />
      </fieldset>
    </FormShell>
  );
}
