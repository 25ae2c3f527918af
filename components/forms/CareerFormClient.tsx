'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useId } from 'react';
import { useForm, type Resolver, type ResolverOptions, type ResolverResult } from 'react-hook-form';
import { sendCareer } from '@/lib/api/formsHost';
import { careerSchema, toCareerPayload, type CareerInput, type CareerValues } from '@/lib/forms/career';
import { CV_MAX_MB } from '@/lib/forms/cv';
import { fieldIssues } from '@/lib/forms/fieldIssues';
import { FORM_FIELDS } from '@/lib/forms/formName';
import { JOBS } from '@/lib/forms/options';
import { readCvFile } from '@/lib/forms/readCvFile';
import { MAX_LENGTH } from '@/lib/forms/fields';
import { useSubmission } from '@/lib/forms/useSubmission';
import { TrackingScripts } from '@/lib/tracking/TrackingScripts';
import { FormFeedback } from './fields/FormFeedback';
import { HoneypotField } from './fields/HoneypotField';
import { SelectField } from './fields/SelectField';
import { SubmitButton } from './fields/SubmitButton';
import { TextField } from './fields/TextField';
import styles from './fields/Form.module.css';

const FIELDS = FORM_FIELDS.career;

/** What the fields hold: the file input gives a FileList, the schema wants the CV object. */
interface CareerFields {
  name: string;
  email: string;
  phone: string;
  job: string;
  files: FileList | null;
}

const validate = zodResolver(careerSchema);
// Reads the chosen PDF into the CV object, then validates with the shared schema.
const resolver: Resolver<CareerFields, unknown, CareerValues> = async (values, context, options) => {
  const file = values.files?.[0];
  const input = { ...values, files: file ? await readCvFile(file) : undefined } as unknown as CareerInput;
  const result = await validate(input, context, options as unknown as ResolverOptions<CareerInput>);
  // The field names are the schema's, so its errors land on the right fields.
  return result as unknown as ResolverResult<CareerFields, CareerValues>;
};

/** The job application with its PDF CV. */
export function CareerFormClient() {
  const t = useTranslations('CareerForm');
  const tOption = useTranslations('FormOptions');
  const tRoot = useTranslations();
  const formId = useId();
  const { register, handleSubmit, formState } = useForm<CareerFields, unknown, CareerValues>({
    resolver,
  });
  const send = useCallback((values: CareerValues) => sendCareer(toCareerPayload(values)), []);
  const { state, submit, trap } = useSubmission({ form: 'career', send });
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
          id={id('job')}
          label={t('job')}
          placeholder={t('jobPlaceholder')}
          options={JOBS.map((value) => ({ value, label: tOption(`job.${value}`) }))}
          required
          errorId={errorId('job')}
          {...register('job')}
        />
      </div>
      <TextField
        id={id('files')}
        label={t('files', { maxMb: CV_MAX_MB })}
        type="file"
        accept="application/pdf,.pdf"
        required
        errorId={errorId('files')}
        {...register('files')}
      />
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
