'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { sendContact } from '@/lib/api/formsHost';
import {
  contactSchema,
  toContactPayload,
  type ContactValues,
  MAX_LENGTH,
  ACTIVITIES,
} from '@polyfence/lead-contract';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import styles from './fields/Form.module.css';
import { FormShell } from './FormShell';
import { useFormSubmission } from './useFormSubmission';

const send = (values: ContactValues) => sendContact(toContactPayload(values));

/** The contact request (ask for a call): inline on the contact page and in the popup. */
export function ContactFormClient() {
  const t = useTranslations('ContactForm');
  const tOption = useTranslations('FormOptions');
  const tRoot = useTranslations();
  const { register, id, errorId, shell } = useFormSubmission({
    form: 'contact',
    resolver: zodResolver(contactSchema),
    send,
  });

  return (
    <FormShell
      shell={shell}
      className={styles.form}
      success={tRoot('success_message')}
      failure={tRoot('error_sending')}
      submitLabel={t('submit')}
    >
      <div className={styles.grid}>
        <TextField
          id={id('name')}
          label={t('name')}
          autoComplete="name"
          required
          maxLength={MAX_LENGTH.name}
          errorId={errorId('name')}
          {...register('name')}
        />
        <TextField
          id={id('company_name')}
          label={t('company_name')}
          autoComplete="organization"
          required
          maxLength={MAX_LENGTH.name}
          errorId={errorId('company_name')}
          {...register('company_name')}
        />
        <TextField
          id={id('email')}
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          maxLength={MAX_LENGTH.email}
          errorId={errorId('email')}
          {...register('email')}
        />
        <TextField
          id={id('phone')}
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          required
          maxLength={MAX_LENGTH.phone}
          errorId={errorId('phone')}
          {...register('phone')}
        />
        <SelectField
          id={id('activity')}
          label={t('activity')}
          placeholder={t('activityPlaceholder')}
          options={ACTIVITIES.map((value) => ({ value, label: tOption(`activity.${value}`) }))}
          required
          errorId={errorId('activity')}
          {...register('activity')}
        />
        <TextField
          id={id('role')}
          label={t('role')}
          autoComplete="organization-title"
          maxLength={MAX_LENGTH.name}
          errorId={errorId('role')}
          {...register('role')}
        />
      </div>
    </FormShell>
  );
}
