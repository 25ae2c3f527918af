// `npm run leads -- COMMAND`: the marketing team's way to read, requeue and erase leads,
// and to invite the first owner. Reads the same .env files as `npm start`.
import { loadEnvConfig } from '@next/env';
import { runFromProcess } from '@polyfence/forms-host/cli';
import { teamSettings } from '@/lib/team/settings';

loadEnvConfig(process.cwd());
runFromProcess(teamSettings);
