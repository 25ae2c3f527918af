'use server';

import { redirect } from 'next/navigation';
import { actionCaller, team } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';

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
