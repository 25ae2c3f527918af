import type { EmailText, NotificationText, TeamSettings, Words } from '../../src/settings';

// The words a site gives its forms host, as plain templates filled here: the host itself
// never parses a message (the site's translator does).

/** A template's `{name}`s filled in; an unknown one left as is. */
const words =
  (template: string): Words =>
  (values = {}) =>
    template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const email = (text: { subject: string; body: string }): EmailText => ({
  subject: words(text.subject),
  body: words(text.body),
});

/** Each email of a `{locale: {subject, body}}` record as words. */
const emails = (texts: Record<string, { subject: string; body: string }>) =>
  Object.fromEntries(Object.entries(texts).map(([locale, text]) => [locale, email(text)]));

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

const FR_OPTION_LABELS = {
  activity: { ...OPTION_LABELS.activity, retail: 'Commerce de détail' },
  job: { ...OPTION_LABELS.job, 'full-stack-developer': 'Développeur polyvalent (full stack)' },
};

const LABELS = {
  name: 'Name',
  company_name: 'Company',
  email: 'Email',
  phone: 'Phone',
  activity: 'Activity',
  role: 'Role',
  job: 'Position',
  EMAIL: 'Email',
  SIGNUP: 'Source',
  cv: 'CV',
  landing: 'Landing page',
  referrer: 'Referred by',
  campaign: 'Campaign',
  cta: 'Opened from',
  received: 'Received',
  locale: 'Page language',
  id: 'Lead id',
};

/** The team's notification of a new lead, in the site's two locales. */
export const NOTIFICATION: Record<string, NotificationText> = {
  'en-US': {
    title: { contact: 'New contact request', career: 'New application', optin: 'New newsletter sign-up' },
    subject: {
      contact: words('New contact request: {name}'),
      contactWithCompany: words('New contact request: {name} ({company})'),
      career: words('New application: {name} — {job}'),
      optin: words('New newsletter sign-up: {email}'),
    },
    row: words('{label}: {value}'),
    labels: LABELS,
    cv: words('{file} ({size}, attached)'),
    cvNotKept: words('{file} ({size}), not kept: it arrived as spam when spam CVs had filled their space'),
    options: OPTION_LABELS,
    ctas: { hero: "the home page's main button" },
    openLead: words('Open: {link}'),
    calledBack: words('Called back? {link}'),
  },
  fr: {
    title: {
      contact: 'Nouvelle demande d’appel',
      career: 'Nouvelle candidature',
      optin: 'Nouvel abonnement',
    },
    subject: {
      contact: words('Nouvelle demande d’appel : {name}'),
      contactWithCompany: words('Nouvelle demande d’appel : {name} ({company})'),
      career: words('Nouvelle candidature : {name} — {job}'),
      optin: words('Nouvel abonnement : {email}'),
    },
    row: words('{label} : {value}'),
    labels: { ...LABELS, name: 'Nom', activity: 'Type d’activité', job: 'Poste', received: 'Reçu le' },
    cv: words('{file} ({size}, en pièce jointe)'),
    cvNotKept: words(
      '{file} ({size}), non conservé : reçu comme pourriel alors que les CV des pourriels avaient rempli leur espace',
    ),
    options: FR_OPTION_LABELS,
    ctas: { hero: 'le bouton principal de l’accueil' },
    openLead: words('Ouvrir : {link}'),
    calledBack: words('Déjà rappelé ? {link}'),
  },
};

/** The team's side as a site would set it: pages under /{locale}/leads, joining emails per locale. */
export const TEAM_SETTINGS: TeamSettings = {
  name: 'Polyfence',
  pagePath: (locale, page) => `/${locale}/leads${page === 'inbox' ? '' : `/${page}`}`,
  inviteEmail: emails({
    'en-US': { subject: 'Your joining link', body: 'Open {link} within {hours} hours.' },
    fr: { subject: 'Votre lien d’invitation', body: 'Ouvrez {link} d’ici {hours} heures.' },
  }),
  passkeyAddedEmail: emails({
    'en-US': { subject: 'A passkey was added', body: 'Passkey {name} added. Not you? {link}' },
    fr: { subject: 'Une clé d’accès a été ajoutée', body: 'Clé {name} ajoutée. Pas vous ? {link}' },
  }),
  assignedEmail: emails({
    'en-US': { subject: 'A lead is yours', body: 'Open {link}' },
    fr: { subject: 'Un prospect vous est confié', body: 'Ouvrez {link}' },
  }),
  weeklyEmail: emails({
    'en-US': {
      subject: 'Last week in figures',
      body: 'Week {week}: {received} received, median {median}, {share} within the promise, {overdue} overdue now. {link}',
    },
    fr: {
      subject: 'La semaine dernière en chiffres',
      body: 'Semaine {week} : {received} reçus, médiane {median}, {share} dans le délai, {overdue} en retard. {link}',
    },
  }),
  callbackEmail: {
    'en-US': {
      acknowledgement: {
        contact: email({ subject: 'We received your request', body: 'We will call you back by {due}.' }),
        career: email({ subject: 'We received your application', body: 'We will reply by {due}.' }),
      },
      reminder: email({
        subject: 'Reminder: due by {due}',
        body: 'Due by {due}: {link}\n\nCalled back? {calledBack}',
      }),
      escalation: email({
        subject: 'Overdue: due by {due}',
        body: 'Was due by {due}: {link}\n\nCalled back? {calledBack}',
      }),
    },
    fr: {
      acknowledgement: {
        contact: email({
          subject: 'Nous avons bien reçu votre demande',
          body: 'Nous vous rappellerons d’ici {due}.',
        }),
        career: email({
          subject: 'Nous avons bien reçu votre candidature',
          body: 'Nous vous répondrons d’ici {due}.',
        }),
      },
      reminder: email({
        subject: 'Rappel : d’ici {due}',
        body: 'D’ici {due} : {link}\n\nDéjà rappelé ? {calledBack}',
      }),
      escalation: email({
        subject: 'En retard : d’ici {due}',
        body: 'Prévu d’ici {due} : {link}\n\nDéjà rappelé ? {calledBack}',
      }),
    },
  },
};

/**
 * The notification with the bug a precompiled catalogue once caused: its words are not
 * strings, and filling them throws a TypeError (`….replace is not a function`).
 */
export const NOTIFICATION_WITH_A_BUG: Record<string, NotificationText> = Object.fromEntries(
  Object.entries(NOTIFICATION).map(([locale, text]) => {
    const compiled = ['New contact request: ', ['name']] as unknown as string;
    const broken: Words = () => compiled.replace('{name}', '');
    return [locale, { ...text, subject: { ...text.subject, contact: broken, contactWithCompany: broken } }];
  }),
);
