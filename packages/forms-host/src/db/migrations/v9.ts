import type { Migration } from './types';

export const v9: Migration = {
  version: 9,
  name: 'the promise in figures: members away, round-robin turns, first contact, weekly summaries sent',
  ddl: ({ time, table }) => `
      -- 1: the member is away, round-robin passes them by.
      ALTER TABLE members ADD COLUMN away INTEGER NOT NULL DEFAULT 0;
      -- The member's last turn in the round-robin (a counter: instances' clocks may disagree,
      -- the order of the turns may not); 0: never. The lowest is next.
      ALTER TABLE members ADD COLUMN round_robin_turn INTEGER NOT NULL DEFAULT 0;
      -- When the lead's status first left new for contacted, qualified, won or lost (set once).
      ALTER TABLE lead_work ADD COLUMN first_contact_at ${time};
      -- The weekly summary of a week (its Monday, in the team's time zone) to one owner:
      -- a row is taken before the email is sent, so any number of instances send it once.
      CREATE TABLE weekly_summaries (
        week TEXT NOT NULL,
        member_id TEXT NOT NULL,
        sent_at ${time} NOT NULL,
        PRIMARY KEY (week, member_id)
      )${table};
    `,
};
