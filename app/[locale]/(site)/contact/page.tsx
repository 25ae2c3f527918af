import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/ContactForm';
import { PageHeader } from '@/components/sections/common/PageHeader';
import { Panel } from '@/components/sections/common/Panel';
import { SplitLayout } from '@/components/sections/common/SplitLayout';
import { ContactNextSteps } from '@/components/sections/contact/ContactNextSteps';
import { metadataOf } from '@/lib/metadata';

export const generateMetadata = metadataOf('contact', '/contact');

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
