import { getTranslations } from 'next-intl/server';
import { ApplySection } from '@/components/sections/careers/ApplySection';
import { CultureSection } from '@/components/sections/careers/CultureSection';
import { OpenRoles } from '@/components/sections/careers/OpenRoles';
import { PageHeader } from '@/components/sections/common/PageHeader';
import { metadataOf } from '@/lib/metadata';

export const generateMetadata = metadataOf('careers', '/careers');

export default async function CareersPage() {
  const t = await getTranslations('CareersPage');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <CultureSection />
      <OpenRoles />
      <ApplySection />
    </>
  );
}
