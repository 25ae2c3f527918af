import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { publicEnv } from '@/lib/publicEnv';
import { BlockPlan } from './draw/BlockPlan';
import { DrawSandboxClient } from './draw/DrawSandboxClient';

/**
 * The draw-your-zone sandbox: the plan is server-rendered, so it is on screen at first
 * paint; the client leaf adds drawing, loads the geometry when the visitor starts, and
 * with a Maps key, the Google map and its address search.
 */
export async function DrawSandbox() {
  const t = await getTranslations('DrawSandbox');
  const locale = await getLocale();
  return (
    <ClientMessages namespaces={['DrawSandbox']}>
      <DrawSandboxClient
        plan={<BlockPlan scaleLabel={t('scale', { metres: 50 })} northLabel={t('north')} />}
        apiKey={publicEnv.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY}
        language={locale === 'fr' ? 'fr' : 'en'}
      />
    </ClientMessages>
  );
}
