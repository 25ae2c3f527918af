import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { FORM_MESSAGES } from './formMessages';
import { CareerFormClient } from './CareerFormClient';

/** The job application form (careers page). */
export function CareerForm() {
  return (
    <ClientMessages namespaces={[...FORM_MESSAGES, 'CareerForm', 'FormOptions.job', 'Honeypot']}>
      <CareerFormClient />
    </ClientMessages>
  );
}
