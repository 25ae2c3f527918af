import path from 'node:path';
import { z } from 'zod';
import { exportLeads } from '../leads/export';
import type { Command } from './command';
import { USAGE } from './usage';

const sinceSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: '--since must be YYYY-MM-DD or an ISO 8601 date-time with its offset',
  })
  .transform((v) => new Date(v.length === 10 ? `${v}T00:00:00Z` : v).toISOString());

/** `export [--since DATE] [--out FOLDER]`: the CSV files and the CVs. */
export const exportCommand: Command = {
  arity: 0,
  run: async (store, _env, io, _args, options) => {
    const since =
      options.since === undefined
        ? { success: true as const, data: '' }
        : sinceSchema.safeParse(options.since);
    if (!since.success) {
      io.error(`${since.error.issues[0]?.message}\n\n${USAGE}`);
      return 2;
    }
    const stamp = io.now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-');
    const outDir = path.resolve(io.cwd, options.out ?? `leads-export-${stamp}`);
    const summary = await exportLeads(store, since.data, outDir);
    io.log(
      `${summary.contactRequests} contact requests, ${summary.applications} applications (with their CVs) ` +
        `and ${summary.subscriptions} subscriptions written to ${outDir}`,
    );
    return 0;
  },
};
