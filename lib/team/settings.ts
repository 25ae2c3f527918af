import type { CallbackEmailText, TeamSettings } from '@polyfence/forms-host';
import messages from '@/messages/en-US.json';
import frMessages from '@/messages/fr.json';
import { teamPagePath } from './paths';

/** The call-back clock's emails of one locale's catalogue. */
const callbackEmail = ({ emails }: typeof messages.Team): CallbackEmailText => ({
  acknowledgement: emails.acknowledgement,
  reminder: emails.reminder,
  escalation: emails.escalation,
  openLead: emails.links.openLead,
  calledBack: emails.links.calledBack,
});

/** What the forms host's team side needs of the site: its name, its pages, its joining email. */
export const teamSettings: TeamSettings = {
  name: messages.Metadata.siteName,
  pagePath: teamPagePath,
  inviteEmail: { 'en-US': messages.Team.emails.invite, fr: frMessages.Team.emails.invite },
  assignedEmail: { 'en-US': messages.Team.emails.assigned, fr: frMessages.Team.emails.assigned },
  callbackEmail: { 'en-US': callbackEmail(messages.Team), fr: callbackEmail(frMessages.Team) },
  weeklyEmail: { 'en-US': messages.Team.emails.weekly, fr: frMessages.Team.emails.weekly },
};
