import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { FORM_MESSAGES } from './formMessages';
import { ContactFormIsland } from './islands';

/** The contact request form, inline (contact page). */
export function ContactForm() {
  return (
    <ClientMessages namespaces={[...FORM_MESSAGES, 'ContactForm', 'FormOptions', 'Honeypot']}>
      <ContactFormIsland />
    </ClientMessages>
  );
}
