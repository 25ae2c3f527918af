import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { TrackingScripts } from '@/lib/tracking/TrackingScripts';
import { CareerFormClient } from './CareerFormClient';
import { FORM_MESSAGES } from './formMessages';

/** The job application form (careers page). */
export function CareerForm() {
  return (
    <ClientMessages namespaces={[...FORM_MESSAGES, 'CareerForm', 'FormOptions', 'Honeypot']}>
      <CareerFormClient />
      <TrackingScripts />
    </ClientMessages>
  );
}
