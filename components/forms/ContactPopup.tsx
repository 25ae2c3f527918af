import type { LeadCta } from '@/lib/forms/leadSource';
import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { ContactPopupDialog } from './ContactPopupDialog';
import { FORM_MESSAGES } from './formMessages';

/**
 * A call-to-action button opening the contact form in a modal (home page: primary; header:
 * header); `cta` names where it sits, which the lead records.
 */
export function ContactPopup({ variant = 'primary', cta }: { variant?: 'primary' | 'header'; cta: LeadCta }) {
  return (
    <ClientMessages
      namespaces={[...FORM_MESSAGES, 'ContactForm', 'ContactPopup', 'FormOptions.activity', 'Honeypot']}
    >
      <ContactPopupDialog variant={variant} cta={cta} />
    </ClientMessages>
  );
}
