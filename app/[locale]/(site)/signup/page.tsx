import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/sections/common/PageHeader';
import { SplitLayout } from '@/components/sections/common/SplitLayout';
import { SignupBenefits } from '@/components/sections/signup/SignupBenefits';
import { SignupFormPanel } from '@/components/sections/signup/SignupFormPanel';
import { metadataOf } from '@/lib/metadata';

export const generateMetadata = metadataOf('signup', '/signup');

export default async function SignupPage() {
  const t = await getTranslations('SignupPage');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <SplitLayout main={<SignupFormPanel />} aside={<SignupBenefits />} />
    </>
  );
}
