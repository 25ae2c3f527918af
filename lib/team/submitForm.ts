import 'server-only';
import {
  INVITE_COOKIE,
  INVITE_COOKIE_SECONDS,
  isTeamRefusal,
  SESSION_COOKIE,
  type TeamFormAnswer,
  type TeamFormName,
} from '@polyfence/forms-host';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { formsHost } from '@/lib/formsHost';
import { actionCaller } from './access';
import { teamPagePath } from './paths';

// As the forms host's own cookies: this host only, over HTTPS, out of scripts' and other sites' reach.
const COOKIE = { path: '/', httpOnly: true, secure: true, sameSite: 'strict' } as const;

/**
 * A team form's server action: `actionCaller` checks the origin and the session, the access
 * layer the member's role next to the data (its refusal is the 403 page; a session gone, the
 * sign-in page). The browser then goes back to the form's page, told what happened.
 */
export async function submitTeamForm(name: TeamFormName, form: FormData): Promise<never> {
  const { caller, locale } = await actionCaller(form);
  let answer: TeamFormAnswer;
  try {
    answer = await formsHost.teamForm(caller, name, Object.fromEntries(form), locale);
  } catch (error) {
    if (!isTeamRefusal(error)) throw error;
    if (error.status === 403) forbidden();
    redirect(teamPagePath(locale, 'sign-in'));
  }
  const jar = await cookies();
  if (answer.invitation)
    jar.set(INVITE_COOKIE, answer.invitation, { ...COOKIE, maxAge: INVITE_COOKIE_SECONDS });
  // A joining link just made goes with the session: the next one at this browser sees none.
  if (answer.signedOut)
    for (const cookie of [SESSION_COOKIE, INVITE_COOKIE]) jar.set(cookie, '', { ...COOKIE, maxAge: 0 });
  redirect(`${teamPagePath(locale, answer.page)}?${answer.query}`);
}
