// `npm run leads -- COMMAND`: the marketing team's way to read, requeue and erase leads
// (nothing is served over HTTP). Reads the same .env files as `npm start`.
import { loadEnvConfig } from '@next/env';
import { runLeadsCli } from '@polyfence/forms-host/cli';

loadEnvConfig(process.cwd());
void runLeadsCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  now: new Date(),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
}).then((code) => {
  process.exitCode = code;
});
