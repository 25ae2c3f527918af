/** The team's pages, by name, as the site spells them in each locale. */
export type TeamPage =
  | 'inbox'
  | 'sign-in'
  | 'members'
  | 'passkeys'
  | 'audit'
  | 'join'
  | 'subscribers'
  | 'called-back'
  | 'figures'
  | 'sources';
export type TeamPagePath = (locale: string, page: TeamPage) => string;
