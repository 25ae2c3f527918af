'use server';

import { centsOf, isLeadStatus, isLostReason } from '@polyfence/forms-host';
import { redirect } from 'next/navigation';
import { actionCaller, inbox } from '@/lib/team/access';
import { teamPagePath } from '@/lib/team/paths';
import { submitTeamForm } from '@/lib/team/submitForm';

const text = (form: FormData, name: string, max = 200) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

/**
 * Works one lead from its page: its status, its owner, a note, a notification sent again.
 * The member's session is checked here and each change by the inbox's access layer; the
 * request must come from TEAM_ORIGIN (besides the session cookie's SameSite=Strict). With
 * JavaScript the page updates in place; without, the form posts and the page comes back.
 */
export async function workLead(form: FormData): Promise<void> {
  const { caller, locale } = await actionCaller(form);
  const id = text(form, 'lead', 64);
  const leads = inbox();
  let done: string;
  const kept = new URLSearchParams();
  switch (text(form, 'intent')) {
    case 'status': {
      const status = text(form, 'status');
      if (!isLeadStatus(status)) return;
      const typed = text(form, 'value', 40);
      const cents = status === 'won' ? centsOf(typed) : null;
      if (cents === undefined) {
        // Nothing saved: the page comes back with the value as typed and what to fix.
        done = 'value-refused';
        kept.set('value', typed);
        break;
      }
      const reason = text(form, 'lost_reason', 20);
      await leads.setStatus(caller, id, status, {
        wonValueCents: cents,
        lostReason: status === 'lost' && isLostReason(reason) ? reason : null,
      });
      done = 'saved';
      break;
    }
    case 'owner': {
      const owner = text(form, 'owner', 64);
      await leads.assign(caller, id, owner || null);
      done = 'saved';
      break;
    }
    case 'note': {
      const added = await leads.addNote(caller, id, text(form, 'note', 8000));
      done = added ? 'noted' : 'note-refused';
      break;
    }
    case 'resend':
      await leads.resend(caller, id, text(form, 'delivery', 64));
      done = 'resent';
      break;
    default:
      return;
  }
  const back = new URLSearchParams({ done, ...Object.fromEntries(kept) });
  const from = new URLSearchParams(text(form, 'from', 2000)).toString();
  if (from) back.set('from', from);
  redirect(`${teamPagePath(locale, 'inbox')}/${encodeURIComponent(id)}?${back}`);
}

/** Erases a lead and everything of it (owners; the access layer checks the role). */
export async function eraseLead(form: FormData): Promise<void> {
  await submitTeamForm('leads/erase', form);
}
