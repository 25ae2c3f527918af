// `npm run leads -- COMMAND`: the marketing team's way to read, requeue and erase leads
// (nothing is served over HTTP). Reads the same .env files as `npm start`.
import { loadEnvConfig } from '@next/env';
import { runFromProcess } from '@polyfence/forms-host/cli';

loadEnvConfig(process.cwd());
runFromProcess();
