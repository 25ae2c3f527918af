import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/ContactForm';
import { PageHeader } from '@/components/sections/common/PageHeader';
import { Panel } from '@/components/sections/common/Panel';
import { SplitLayout } from '@/components/sections/common/SplitLayout';
import { ContactNextSteps } from '@/components/sections/contact/ContactNextSteps';
import { promiseWords } from '@/lib/contact/callbackPromise';
import { formsHost } from '@/lib/formsHost';
import { metadataOf } from '@/lib/metadata';

export const generateMetadata = metadataOf('contact', '/contact');

export default async function ContactPage() {
  const t = await getTranslations('ContactPage');
  // The promise and the call-back clock read the same setting, LEADS_CALLBACK_WITHIN.
  const within = t('within', { ...promiseWords(formsHost.env().LEADS_CALLBACK_WITHIN) });
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', { within })} />
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
