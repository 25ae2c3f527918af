import { forgetPerson } from '../leads/retention';
import type { Command } from './command';

/** `forget EMAIL`: every lead of that address, in any case or Unicode form, erased. */
export const forgetCommand: Command = {
  arity: 1,
  run: async (store, _env, io, [email]) => {
    const removed = await forgetPerson(store, email!);
    io.log(
      `${removed.contactRequests} contact requests, ${removed.applications} applications (with their CVs), ` +
        `${removed.subscriptions} subscriptions and ${removed.deliveries} notifications removed`,
    );
    return 0;
  },
};
