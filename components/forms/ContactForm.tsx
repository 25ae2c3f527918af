import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { FORM_MESSAGES } from './formMessages';
import { ContactFormClient } from './ContactFormClient';

/** The contact request form, inline (contact page). */
export function ContactForm() {
  return (
    <ClientMessages namespaces={[...FORM_MESSAGES, 'ContactForm', 'FormOptions.activity', 'Honeypot']}>
      <ContactFormClient cta="contact-page" />
    </ClientMessages>
  );
}
