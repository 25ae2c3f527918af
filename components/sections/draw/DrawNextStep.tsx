import { getTranslations } from 'next-intl/server';
import { ContactPopup } from '@/components/forms/ContactPopup';
import { ButtonLink } from '@/components/sections/common/ButtonLink';
import { CtaBand } from '@/components/sections/common/CtaBand';
import styles from '@/components/sections/common/CtaBand.module.css';
import { TrackCtaClicks } from './TrackCtaClicks';

/** After the sandbox: ask for a call (the contact popup) or create an account; each click is counted. */
export async function DrawNextStep() {
  const t = await getTranslations('DrawPage.next');
  return (
    <CtaBand id="next-step" title={t('title')} text={t('text')}>
      <TrackCtaClicks className={styles.actions}>
        <div data-cta="sandbox_call">
          <ContactPopup variant="primary" cta="draw" />
        </div>
        {/* No prefetch: the account form's code loads when the visitor goes there, not on every page. */}
        <ButtonLink href="/signup" variant="inverse" data-cta="sandbox_signup" prefetch={false}>
          {t('signup')}
        </ButtonLink>
      </TrackCtaClicks>
    </CtaBand>
  );
}
