import { getLocale, getTranslations } from 'next-intl/server';
import { COUNTER_FIGURES } from '@/lib/widgets/counters';
import { CountersClient } from './counters/CountersClient';

/**
 * The figures that count up. The final, locale-formatted values are in the server
 * HTML (crawlers and no-JS visitors see them); the island animates them once.
 */
export async function Counters() {
  const t = await getTranslations('Counters');
  const locale = await getLocale();
  const format = new Intl.NumberFormat(locale);
  const items = COUNTER_FIGURES.map(({ key, target }) => ({
    key,
    target,
    final: format.format(target),
    unit: t(`items.${key}.unit`),
    label: t(`items.${key}.label`),
  }));
  return <CountersClient locale={locale} zero={format.format(0)} items={items} />;
}
