import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { routing } from './routing';

// The locale comes from the `[locale]` root segment (next/root-params), so pages
// stay static without setRequestLocale. An explicit `locale` argument (metadata
// routes, route handlers) wins.
export default getRequestConfig(async ({ locale: requested }) => {
  const candidate = requested ?? (await rootLocale());
  const locale = hasLocale(routing.locales, candidate) ? candidate : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
