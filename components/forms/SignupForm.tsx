import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { FORM_MESSAGES } from './formMessages';
import { SignupFormIsland } from './islands';

/** The signup form (signup page). */
export function SignupForm() {
  return (
    <ClientMessages namespaces={[...FORM_MESSAGES, 'signup_page', 'SignupForm', 'FormOptions', 'Honeypot']}>
      <SignupFormIsland />
    </ClientMessages>
  );
}
