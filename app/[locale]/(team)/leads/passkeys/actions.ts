'use server';

import { hasLocale } from 'next-intl';
import { redirect } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { actionCaller, team } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';
import { submitTeamForm } from '@/lib/team/submitForm';

/**
 * Marks the signed-in member away (round-robin passes them by) or back. The session is
 * checked here and again by the team's access layer, which changes the caller's own row
 * only; the request must come from TEAM_ORIGIN.
 */
export async function setAvailability(form: FormData): Promise<void> {
  const { caller, locale } = await actionCaller(form);
  const away = form.get('away') === 'on';
  await team().setAway(caller, away);
  redirect(`${teamPagePath(locale, 'passkeys')}?done=${away ? 'away' : 'available'}`);
}

/** Sets the language of the signed-in member's own emails: one of the site's, or nothing changes. */
export async function setEmailLanguage(form: FormData): Promise<void> {
  const { caller, locale } = await actionCaller(form);
  const language = form.get('language');
  if (typeof language !== 'string' || !hasLocale(routing.locales, language))
    redirect(teamPagePath(locale, 'passkeys'));
  await team().setEmailLanguage(caller, language);
  redirect(`${teamPagePath(locale, 'passkeys')}?done=language`);
}

/** Removes one of the member's own passkeys (never the last), after a recent passkey proof. */
export async function removePasskey(form: FormData): Promise<void> {
  await submitTeamForm('passkeys/remove', form);
}
