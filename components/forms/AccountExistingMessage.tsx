import { useTranslations } from 'next-intl';
import { SUPPORT_EMAIL } from '@/lib/forms/support';

/** Signup 409: the visitor already has an account; a mailto link to support. */
export function AccountExistingMessage() {
  const t = useTranslations('signup_page');
  return t.rich('msg_account_existing', {
    email: SUPPORT_EMAIL,
    mail: (chunks) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>,
  });
}
