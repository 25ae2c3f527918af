import { requeueUndelivered } from '../outbox/queue';
import type { Command } from './command';

/** `retry`: every undelivered notification due now, for another 24 hours. */
export const retryCommand: Command = {
  arity: 0,
  run: async (store, _env, io) => {
    const count = await requeueUndelivered(store, io.now.getTime());
    io.log(`${count} notifications due again now; the server delivers them within seconds`);
    return 0;
  },
};
