import type { TeamSettings } from '@polyfence/forms-host';
import messages from '@/messages/en-US.json';
import frMessages from '@/messages/fr.json';
import { teamPagePath } from './paths';

/** What the forms host's team side needs of the site: its name, its pages, its joining email. */
export const teamSettings: TeamSettings = {
  name: messages.Metadata.siteName,
  pagePath: teamPagePath,
  inviteEmail: { 'en-US': messages.Team.emails.invite, fr: frMessages.Team.emails.invite },
  assignedEmail: { 'en-US': messages.Team.emails.assigned, fr: frMessages.Team.emails.assigned },
};
