import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { TrackingScripts } from '@/lib/tracking/TrackingScripts';
import { ContactFormClient } from './ContactFormClient';
import { FORM_MESSAGES } from './formMessages';

/** The contact request form, inline (contact page). */
export function ContactForm() {
  return (
    <ClientMessages namespaces={[...FORM_MESSAGES, 'ContactForm', 'FormOptions', 'Honeypot']}>
      <ContactFormClient />
      <TrackingScripts />
    </ClientMessages>
  );
}
