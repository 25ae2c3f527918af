'use client';

import { useTranslations } from 'next-intl';
import { sendCareer } from '@/lib/api/formsHost';
import { leadSourceHeader } from '@/lib/forms/leadSource';
import { toCareerPayload, type CareerValues, CV_MAX_MB, JOBS } from '@polyfence/lead-contract';
import { EMAIL, NAME, PHONE } from './fields/contactDetails';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import styles from './fields/Form.module.css';
import { FormShell } from './FormShell';
import { useFormSubmission, type SpamSignals } from './useFormSubmission';

const send = async (values: CareerValues, spam: SpamSignals) =>
  sendCareer(toCareerPayload(values), {
    source: await leadSourceHeader('careers-page'),
    ...spam,
  });

/** The job application with its PDF CV. */
export function CareerFormClient() {
  const t = useTranslations('CareerForm');
  const tOption = useTranslations('FormOptions');
  const { field, shell } = useFormSubmission({ form: 'career', send, formsHost: true });

  return (
    <FormShell shell={shell} className={styles.form} submitLabel={t('submit')}>
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
