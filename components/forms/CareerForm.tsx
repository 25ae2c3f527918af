import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { FORM_MESSAGES } from './formMessages';
import { CareerFormIsland } from './islands';

/** The job application form (careers page). */
export function CareerForm() {
  return (
    <ClientMessages namespaces={[...FORM_MESSAGES, 'CareerForm', 'FormOptions', 'Honeypot']}>
      <CareerFormIsland />
    </ClientMessages>
  );
}
