import localFont from 'next/font/local';
import { getTranslations } from 'next-intl/server';
import { ContactPopup } from '@/components/forms/ContactPopup';
import { ButtonLink } from '@/components/sections/common/ButtonLink';
import { richTags } from '@/components/sections/common/richTags';
import { HeroMotionToggle } from '@/components/widgets/HeroMotionToggle';
import { TypedText } from '@/components/widgets/TypedText';
import { WaveParticlesClient } from '@/components/widgets/particles/WaveParticlesClient';
import styles from './HeroSection.module.css';

// The hero's text is in Inter only when Inter is there for its first paint (`optional`): on a
// visit with the font in the browser's cache, not on a first one (app/fonts.ts: not preloaded). The
// same file as the site's, fetched once, as a face that is never swapped in late. Set first in the
// stand-in, a near-full line of the lead or the title wraps differently once Inter lands (a line
// fewer or more), and the buttons, the note and the next section moved with it (CLS 0.058 on a
// loaded phone). The rest of the site still swaps; the hero is the first screen.
const heroInter = localFont({
  src: '../../../assets/fonts/inter-latin-wght-400-800.woff2',
  display: 'optional',
  preload: false,
  weight: '400 800',
  adjustFontFallback: false,
  fallback: ['Inter Fallback', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
});

export async function HeroSection() {
  const t = await getTranslations('HomePage.hero');
  return (
    <section id="hero" aria-labelledby="hero-title" className={`${styles.hero} ${heroInter.className}`}>
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
