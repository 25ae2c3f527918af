import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { FORM_MESSAGES } from './formMessages';
import { OptinFormClient, type OptinFormProps } from './OptinFormClient';

/** The mailing-list opt-in, with an optional redirect after the thank-you. */
export function OptinForm(props: OptinFormProps) {
  return (
    <ClientMessages namespaces={[...FORM_MESSAGES, 'optin_success', 'OptinForm', 'Honeypot']}>
      <OptinFormClient {...props} />
    </ClientMessages>
  );
}
