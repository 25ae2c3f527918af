// `npm run leads -- export --since DATE`: the marketing team's way to read the leads
// (nothing is served over HTTP). Reads the same .env files as `next start`.
import { loadEnvConfig } from '@next/env';
import { runLeadsCli } from '@/lib/server/leads-cli';

loadEnvConfig(process.cwd());
process.exitCode = runLeadsCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  now: new Date(),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
