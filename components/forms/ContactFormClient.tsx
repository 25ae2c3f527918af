'use client';

import { useTranslations } from 'next-intl';
import { sendContact } from '@/lib/api/formsHost';
import { leadSourceHeader, type LeadCta } from '@/lib/forms/leadSource';
import { toContactPayload, type ContactValues, MAX_LENGTH, ACTIVITIES } from '@polyfence/lead-contract';
import { EMAIL, NAME, PHONE } from './fields/contactDetails';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import styles from './fields/Form.module.css';
import { FormShell } from './FormShell';
import { useFormSubmission, type SpamSignals } from './useFormSubmission';

/** The contact request (ask for a call): inline on the contact page and in the popup. */
export function ContactFormClient({ cta }: { cta: LeadCta }) {
  const send = async (values: ContactValues, spam: SpamSignals) =>
    sendContact(toContactPayload(values), {
      source: await leadSourceHeader(cta),
      ...spam,
    });
  const t = useTranslations('ContactForm');
  const tOption = useTranslations('FormOptions');
  const { field, shell } = useFormSubmission({ form: 'contact', send, formsHost: true });

  return (
    <FormShell shell={shell} className={styles.form} submitLabel={t('submit')}>
      <div className={styles.grid}>
        <TextField label={t('name')} {...NAME} {...field('name')} />
        <TextField
          label={t('company_name')}
          autoComplete="organization"
          required
          maxLength={MAX_LENGTH.name}
          {...field('company_name')}
        />
        <TextField label={t('email')} {...EMAIL} {...field('email')} />
        <TextField label={t('phone')} {...PHONE} {...field('phone')} />
        <SelectField
          label={t('activity')}
          placeholder={t('activityPlaceholder')}
          options={ACTIVITIES.map((value) => ({ value, label: tOption(`activity.${value}`) }))}
          required
          {...field('activity')}
        />
        <TextField
          label={t('role')}
          autoComplete="organization-title"
          maxLength={MAX_LENGTH.name}
          {...field('role')}
        />
      </div>
    </FormShell>
  );
}
