'use server';

import { redirect } from 'next/navigation';
import { actionCaller, inbox } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';

/**
 * Lets a sign-up held as spam through: it becomes a subscriber and the team is notified.
 * Checked like every team action (actionCaller), then by the access layer.
 */
export async function releaseSubscriber(form: FormData): Promise<void> {
  const { caller, locale } = await actionCaller(form);
  const id = String(form.get('subscriber') ?? '').slice(0, 64);
  const released = await inbox().releaseSubscriber(caller, id);
  redirect(`${teamPagePath(locale, 'subscribers')}${released ? '?done=released' : ''}`);
}
