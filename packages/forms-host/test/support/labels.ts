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
