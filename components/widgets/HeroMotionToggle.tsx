import { getTranslations } from 'next-intl/server';
import { PauseAnimationsToggle } from './motion/PauseAnimationsToggle';

/** The hero's "Pause animations" control (WCAG 2.2.2: particles and the typing loop run longer than 5 s). */
export async function HeroMotionToggle() {
  const t = await getTranslations('HeroMotion');
  return <PauseAnimationsToggle label={t('pause')} />;
}
