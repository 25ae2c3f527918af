import 'server-only';
import { isTeamRefusal, SESSION_COOKIE, type Caller } from '@polyfence/forms-host';
import { cookies, headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { cache } from 'react';
import { routing, type Locale } from '@/i18n/routing';
import { externalFormsHost, formsHost } from '@/lib/formsHost';
import { isTeamHost } from './hosts';
import { teamPagePath } from './paths';

/** The page's locale (the team layout has checked it). */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}

/** The team's data-access layer; no team where the leads go to another host. */
export function team() {
  if (externalFormsHost) notFound();
  return formsHost.team();
}

/** The hashed address of this request's client, as the audit log keeps it. */
export const requestClientHash = async () => formsHost.clientHash(await headers());

/** The signed-in member of this request (read once per request), or null; nobody off the team's host. */
export const currentCaller = cache(async (): Promise<Caller | null> => {
  if (!isTeamHost((await headers()).get('host'))) return null;
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  return team().caller(session, await requestClientHash());
});

/** The signed-in member, or the sign-in page: a team page never renders for nobody. */
export async function signedIn(locale: string): Promise<Caller> {
  const caller = await currentCaller();
  if (!caller) redirect(teamPagePath(locale, 'sign-in'));
  return caller;
}

/**
 * A read of the team's data for a page: a refusal of the data-access layer (which checks
 * the role and records the refusal) becomes the 403 page, a session gone the sign-in page.
 */
export async function pageData<T>(locale: string, read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isTeamRefusal(error)) {
      if (error.status === 403) forbidden();
      redirect(teamPagePath(locale, 'sign-in'));
    }
    throw error;
  }
}

/** The team's time zone (LEADS_TIMEZONE): every time on its pages is shown in it. */
export const teamTimeZone = () => formsHost.env().LEADS_TIMEZONE;
/** LEADS_CURRENCY: a won lead's value is in it. */
export const teamCurrency = () => formsHost.env().LEADS_CURRENCY;

/** The lead inbox's reads and actions (each takes the caller: the check is in there). */
export function inbox() {
  if (externalFormsHost) notFound();
  return formsHost.inbox();
}

/**
 * A team form's server action, checked before it touches anything: the request comes from
 * TEAM_ORIGIN (besides the session cookie's SameSite=Strict), and a member is signed in, or
 * the visitor is sent to sign in. The access layer then checks the caller and role again.
 */
export async function actionCaller(form: FormData): Promise<{ caller: Caller; locale: Locale }> {
  const locale: Locale = form.get('locale') === 'fr' ? 'fr' : 'en-US';
  if ((await headers()).get('origin') !== formsHost.env().TEAM_ORIGIN) forbidden();
  const caller = await currentCaller();
  if (!caller) redirect(teamPagePath(locale, 'sign-in'));
  return { caller, locale };
}
