import type { routing } from '@/i18n/routing';
import type messages from '@/messages/en-US.json';

// Typed catalogue: a wrong key or a missing ICU argument fails `tsc`.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
