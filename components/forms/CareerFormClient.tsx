'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import * as z from 'zod/mini';
import { sendCareer } from '@/lib/api/formsHost';
import { leadSourceHeader } from '@/lib/forms/leadSource';
import {
  careerSchema,
  toCareerPayload,
  type CareerValues,
  CV_MAX_MB,
  cvSchema,
  JOBS,
} from '@polyfence/lead-contract';
import { readCvFile } from '@/lib/forms/readCvFile';
import { EMAIL, NAME, PHONE } from './fields/contactDetails';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import styles from './fields/Form.module.css';
import { FormShell } from './FormShell';
import { useFormSubmission, type SpamSignals } from './useFormSubmission';

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

const send = (values: CareerValues, spam: SpamSignals) =>
  sendCareer(toCareerPayload(values), { source: leadSourceHeader('careers-page'), ...spam });

/** The job application with its PDF CV. */
export function CareerFormClient() {
  const t = useTranslations('CareerForm');
  const tOption = useTranslations('FormOptions');
  const tRoot = useTranslations();
  const { field, shell } = useFormSubmission({
    form: 'career',
    resolver: zodResolver(careerFieldsSchema),
    send,
    formsHost: true,
  });

  return (
    <FormShell
      shell={shell}
      className={styles.form}
      success={tRoot('success_message')}
      submitLabel={t('submit')}
    >
      <div className={styles.grid}>
        <TextField label={t('name')} {...NAME} {...field('name')} />
        <TextField label={t('email')} {...EMAIL} {...field('email')} />
        <TextField label={t('phone')} {...PHONE} {...field('phone')} />
        <SelectField
          label={t('job')}
          placeholder={t('jobPlaceholder')}
          options={JOBS.map((value) => ({ value, label: tOption(`job.${value}`) }))}
          required
          {...field('job')}
        />
      </div>
      <TextField
        label={t('files', { maxMb: CV_MAX_MB })}
        type="file"
        accept="application/pdf,.pdf"
        required
        {...field('files')}
      />
    </FormShell>
  );
}
