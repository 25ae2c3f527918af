import { teamOriginOf } from '@polyfence/forms-host/team-origin';
import { publicEnv } from '@/lib/publicEnv';

// The team has a host of its own (TEAM_ORIGIN): its pages and routes answer there only, and
// that host serves nothing of the public site, so no script of a public page (a tag, the
// pixel, an injected one) ever runs on the origin the team's cookie and actions belong to.

let origin: string | undefined;

/** TEAM_ORIGIN as the server's start checked it, or its default beside the site. */
export const teamOrigin = (): string =>
  (origin ??= teamOriginOf(process.env.TEAM_ORIGIN, publicEnv.NEXT_PUBLIC_SITE_URL));

/** Whether a request's Host header names the team's host (`team.example.com`, port included when not the default). */
export const isTeamHost = (host: string | null | undefined): boolean =>
  !!host && host.toLowerCase() === new URL(teamOrigin()).host;
