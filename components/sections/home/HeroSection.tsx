import { getTranslations } from 'next-intl/server';
import { ContactPopup } from '@/components/forms/ContactPopup';
import { ButtonLink } from '@/components/sections/common/ButtonLink';
import { richTags } from '@/components/sections/common/richTags';
import { HeroMotionToggle } from '@/components/widgets/HeroMotionToggle';
import { TypedText } from '@/components/widgets/TypedText';
import { WaveParticlesClient } from '@/components/widgets/particles/WaveParticlesClient';
import styles from './HeroSection.module.css';

export async function HeroSection() {
  const t = await getTranslations('HomePage.hero');
  return (
    <section id="hero" aria-labelledby="hero-title" className={styles.hero}>
      {/* Decorative layer behind the text; the widget reserves its own size. */}
      <div className={styles.background}>
        <WaveParticlesClient />
      </div>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="hero-title" className={styles.title}>
          {t('title')}
        </h1>
        <div className={styles.typed}>
          <TypedText />
        </div>
        <p className={styles.lead}>{t.rich('lead', richTags)}</p>
        <div className={styles.actions}>
          <ContactPopup variant="primary" cta="hero" />
          {/* No prefetch: the account form's code loads when the visitor goes there, not on every page. */}
          <ButtonLink href="/signup" variant="inverse" prefetch={false}>
            {t('signup')}
          </ButtonLink>
        </div>
        <p className={styles.note}>{t('note')}</p>
      </div>
      <div className={styles.motion}>
        <HeroMotionToggle />
      </div>
    </section>
  );
}
