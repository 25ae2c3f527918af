'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useId } from 'react';
import { useForm } from 'react-hook-form';
import { sendContact } from '@/lib/api/formsHost';
import { contactSchema, toContactPayload, type ContactInput, type ContactValues } from '@/lib/forms/contact';
import { fieldIssues } from '@/lib/forms/fieldIssues';
import { FORM_FIELDS } from '@/lib/forms/formName';
import { MAX_LENGTH } from '@/lib/forms/fields';
import { ACTIVITIES } from '@/lib/forms/options';
import { useSubmission } from '@/lib/forms/useSubmission';
import { TrackingScripts } from '@/lib/tracking/TrackingScripts';
import { FormFeedback } from './fields/FormFeedback';
import { HoneypotField } from './fields/HoneypotField';
import { SelectField } from './fields/SelectField';
import { SubmitButton } from './fields/SubmitButton';
import { TextField } from './fields/TextField';
import styles from './fields/Form.module.css';

const FIELDS = FORM_FIELDS.contact;

/** The contact request (ask for a call): inline on the contact page and in the popup. */
export function ContactFormClient() {
  const t = useTranslations('ContactForm');
  const tOption = useTranslations('FormOptions');
  const tRoot = useTranslations();
  const formId = useId();
  const { register, handleSubmit, formState } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
  });
  const send = useCallback((values: ContactValues) => sendContact(toContactPayload(values)), []);
  const { state, submit, trap } = useSubmission({ form: 'contact', send });
  const issues = fieldIssues(formState.errors, FIELDS, formId);
  const { errorId } = issues;
  const id = (field: string) => `${formId}-${field}`;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-busy={state.status === 'loading'}
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
      <HoneypotField id={id('trap')} ref={trap} />
      <FormFeedback
        formId={formId}
        state={state}
        success={tRoot('success_message')}
        failure={tRoot('error_sending')}
        issues={issues.messages}
      />
      <SubmitButton state={state}>{t('submit')}</SubmitButton>
      <TrackingScripts />
    </form>
  );
}
