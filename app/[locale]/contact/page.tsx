import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { ContactForm } from '@/components/forms/ContactForm';
import { PageHeader } from '@/components/sections/common/PageHeader';
import { Panel } from '@/components/sections/common/Panel';
import { SplitLayout } from '@/components/sections/common/SplitLayout';
import { ContactNextSteps } from '@/components/sections/contact/ContactNextSteps';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('contact', '/contact', (await rootLocale()) as Locale);
}

export default async function ContactPage() {
  const t = await getTranslations('ContactPage');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <SplitLayout
        main={
          <Panel id="contact-form" title={t('form.title')} intro={t('form.intro')}>
            <ContactForm />
          </Panel>
        }
        aside={<ContactNextSteps />}
      />
    </>
  );
}
