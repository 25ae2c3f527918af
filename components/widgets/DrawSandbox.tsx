import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/lib/i18n/ClientMessages';
import { BlockPlan } from './draw/BlockPlan';
import { DrawSandboxClient } from './draw/DrawSandboxClient';

/**
 * The draw-your-zone sandbox: the plan is server-rendered, so it is on screen at first
 * paint; the client leaf adds drawing, and loads the geometry when the visitor starts.
 */
export async function DrawSandbox() {
  const t = await getTranslations('DrawSandbox');
  return (
    <ClientMessages namespaces={['DrawSandbox']}>
      <DrawSandboxClient
        plan={<BlockPlan scaleLabel={t('scale', { metres: 50 })} northLabel={t('north')} />}
      />
    </ClientMessages>
  );
}
