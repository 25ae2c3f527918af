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
  weeklyEmail: {
    'en-US': {
      subject: 'Last week in figures',
      body: 'Week {week}: {received} received, median {median}, {share} within the promise, {overdue} overdue now. {link}',
    },
    fr: {
      subject: 'La semaine dernière en chiffres',
      body: 'Semaine {week} : {received} reçus, médiane {median}, {share} dans le délai, {overdue} en retard. {link}',
    },
  },
  callbackEmail: {
    'en-US': {
      acknowledgement: {
        contact: { subject: 'We received your request', body: 'We will call you back by {due}.' },
        career: { subject: 'We received your application', body: 'We will reply by {due}.' },
      },
      reminder: {
        subject: 'Reminder: due by {due}',
        body: 'Due by {due}: {link}\n\nCalled back? {calledBack}',
      },
      escalation: {
        subject: 'Overdue: due by {due}',
        body: 'Was due by {due}: {link}\n\nCalled back? {calledBack}',
      },
      openLead: 'Open: {link}',
      calledBack: 'Called back? {link}',
    },
    fr: {
      acknowledgement: {
        contact: {
          subject: 'Nous avons bien reçu votre demande',
          body: 'Nous vous rappellerons d’ici {due}.',
        },
        career: {
          subject: 'Nous avons bien reçu votre candidature',
          body: 'Nous vous répondrons d’ici {due}.',
        },
      },
      reminder: {
        subject: 'Rappel : d’ici {due}',
        body: 'D’ici {due} : {link}\n\nDéjà rappelé ? {calledBack}',
      },
      escalation: {
        subject: 'En retard : d’ici {due}',
        body: 'Prévu d’ici {due} : {link}\n\nDéjà rappelé ? {calledBack}',
      },
      openLead: 'Ouvrir : {link}',
      calledBack: 'Déjà rappelé ? {link}',
    },
  },
};
