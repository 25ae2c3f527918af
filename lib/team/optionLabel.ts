import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** The option fields of a lead: what the visitor picked, stored as a value of the form's list. */
const OPTION_FIELDS = new Set(['activity', 'job']);

/**
 * A lead's field as the team reads it in `locale`: an option (activity, job) by the label the
 * form showed, never its stored value; a value no longer in the list, and any other field, as stored.
 */
export async function fieldReader(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'FormOptions' });
  return (name: string, value: string): string => {
    const key = `${name}.${value}` as Parameters<typeof t>[0];
    return OPTION_FIELDS.has(name) && t.has(key) ? t(key) : value;
  };
}
