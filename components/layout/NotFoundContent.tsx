import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <section className="container">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <Link href="/">{t('backHome')}</Link>
    </section>
  );
}
