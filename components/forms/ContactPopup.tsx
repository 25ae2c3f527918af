import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { ContactPopupDialog } from './ContactPopupDialog';
import { FORM_MESSAGES } from './formMessages';

/** A call-to-action button opening the contact form in a modal (home page: primary; header: header). */
export function ContactPopup({ variant = 'primary' }: { variant?: 'primary' | 'header' }) {
  return (
    <ClientMessages namespaces={[...FORM_MESSAGES, 'ContactForm', 'ContactPopup', 'FormOptions', 'Honeypot']}>
      <ContactPopupDialog variant={variant} />
    </ClientMessages>
  );
}
