import { purgeOlderThan } from '../leads/retention';
import { purgeTeamRecords } from '../team/retention';
import type { Command } from './command';

/** `purge`: what the worker removes daily, now. */
export const purgeCommand: Command = {
  arity: 0,
  run: async (store, env, io) => {
    const removed = await purgeOlderThan(store, env.LEADS_RETENTION_DAYS, io.now.getTime());
    const audit = await purgeTeamRecords(store, env.LEADS_RETENTION_DAYS, io.now.getTime());
    io.log(
      `${removed.contactRequests} contact requests and ${removed.applications} applications (with their CVs) ` +
        `older than ${env.LEADS_RETENTION_DAYS} days removed, with ${removed.deliveries} notifications ` +
        `and ${audit} audit log entries`,
    );
    return 0;
  },
};
