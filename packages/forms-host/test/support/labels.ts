import type { TeamSettings } from '../../src/settings';

/** The option labels a site gives its forms host for the team's emails (this site's English ones). */
export const OPTION_LABELS = {
  activity: {
    agency: 'Agency',
    retail: 'Retail',
    publisher: 'Publisher',
    affiliate: 'Affiliate',
    consultants: 'Consultant',
    'e-commerce': 'E-commerce',
    other: 'Other',
  },
  job: {
    'sales-representative': 'Sales representative',
    'full-stack-developer': 'Full-stack developer',
    'unsolicited-application': 'Unsolicited application',
  },
};

/** The team's side as a site would set it: pages under /{locale}/leads, joining emails per locale. */
export const TEAM_SETTINGS: TeamSettings = {
  name: 'Polyfence',
  pagePath: (locale, page) => `/${locale}/leads${page === 'inbox' ? '' : `/${page}`}`,
  inviteEmail: {
    'en-US': { subject: 'Your joining link', body: 'Open {link} within {hours} hours.' },
    fr: { subject: 'Votre lien d’invitation', body: 'Ouvrez {link} d’ici {hours} heures.' },
  },
  assignedEmail: {
    'en-US': { subject: 'A lead is yours', body: 'Open {link}' },
    fr: { subject: 'Un prospect vous est confié', body: 'Ouvrez {link}' },
  },
};
