import { listUndelivered } from '../outbox/queue';
import type { Command } from './command';

/** `outbox`: the notifications not delivered yet, one a line. */
export const outboxCommand: Command = {
  arity: 0,
  run: async (store, _env, io) => {
    const rows = await listUndelivered(store);
    io.log(`${rows.length} notifications not delivered`);
    for (const row of rows)
      io.log(
        [
          row.status,
          row.channel,
          row.lead_kind,
          row.lead_id,
          `attempts ${row.attempts}`,
          `next ${row.next_attempt_at}`,
          row.last_error ?? '',
        ]
          .join('\t')
          .trimEnd(),
      );
    return 0;
  },
};
