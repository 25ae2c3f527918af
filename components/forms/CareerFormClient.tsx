'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import * as z from 'zod/mini';
import { sendCareer } from '@/lib/api/formsHost';
import {
  careerSchema,
  toCareerPayload,
  type CareerValues,
  CV_MAX_MB,
  cvSchema,
  JOBS,
  MAX_LENGTH,
} from '@polyfence/lead-contract';
import { readCvFile } from '@/lib/forms/readCvFile';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import styles from './fields/Form.module.css';
import { FormShell } from './FormShell';
import { useFormSubmission } from './useFormSubmission';

// The file input gives a FileList; the shared schema wants the CV object, read from the chosen PDF.
const careerFieldsSchema = z.extend(careerSchema, {
  files: z.pipe(
    z.pipe(
      z.custom<FileList | null | undefined>(),
      z.transform(async (list) => (list?.[0] ? readCvFile(list[0]) : undefined)),
    ),
    cvSchema,
  ),
});

const send = (values: CareerValues) => sendCareer(toCareerPayload(values));

/** The job application with its PDF CV. */
export function CareerFormClient() {
  const t = useTranslations('CareerForm');
  const tOption = useTranslations('FormOptions');
  const tRoot = useTranslations();
  const { register, id, errorId, shell } = useFormSubmission({
    form: 'career',
    resolver: zodResolver(careerFieldsSchema),
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
    </FormShell>
  );
}
