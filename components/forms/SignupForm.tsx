import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { FORM_MESSAGES } from './formMessages';
import { SignupFormClient } from './SignupFormClient';

/** The signup form (signup page). */
export function SignupForm() {
  return (
    <ClientMessages
      namespaces={[
        ...FORM_MESSAGES,
        'signup_page',
        'SignupForm',
        'FormOptions.businessCategory',
        'FormOptions.country',
        'Honeypot',
      ]}
    >
      <SignupFormClient />
    </ClientMessages>
  );
}
