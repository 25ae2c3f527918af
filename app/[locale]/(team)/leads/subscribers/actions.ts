'use server';

import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { formsHost } from '@/lib/formsHost';
import { currentCaller, inbox } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';

/**
 * Lets a sign-up held as spam through: it becomes a subscriber and the team is notified.
 * Checked like every team action: TEAM_ORIGIN, the member's session, then the access layer.
 */
export async function releaseSubscriber(form: FormData): Promise<void> {
  const locale = form.get('locale') === 'fr' ? 'fr' : 'en-US';
  if ((await headers()).get('origin') !== formsHost.env().TEAM_ORIGIN) forbidden();
  const caller = await currentCaller();
  if (!caller) redirect(teamPagePath(locale, 'sign-in'));
  const id = String(form.get('subscriber') ?? '').slice(0, 64);
  const released = await inbox().releaseSubscriber(caller, id);
  redirect(`${teamPagePath(locale, 'subscribers')}${released ? '?done=released' : ''}`);
}
