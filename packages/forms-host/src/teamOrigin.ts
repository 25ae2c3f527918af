import { isIP } from 'node:net';

// The team's origin, apart from the site's: the server's start, the proxy and the host
// split all read it here, so they agree on it.

/**
 * The team's origin when TEAM_ORIGIN is unset: the site's host with `team.` in front (a
 * leading `www.` dropped), same scheme and port. A site on an IP address or on localhost
 * gets `team.localhost`, which browsers resolve to this machine and treat as secure: the
 * default keeps the two origins apart on one machine with no DNS.
 */
export function defaultTeamOrigin(siteOrigin: string): string {
  const site = new URL(siteOrigin);
  const named = !isIP(site.hostname.replace(/^\[|\]$/g, '')) && site.hostname !== 'localhost';
  const team = new URL(site.origin);
  team.hostname = named ? `team.${site.hostname.replace(/^www\./, '')}` : 'team.localhost';
  return team.origin;
}

/** TEAM_ORIGIN as set (an origin, checked at start), or the default beside the site. */
export const teamOriginOf = (value: string | undefined, siteOrigin: string): string =>
  value?.trim() ? new URL(value.trim()).origin : defaultTeamOrigin(siteOrigin);

/** Why a team origin cannot be used beside this site, or undefined. */
export function teamOriginProblem(teamOrigin: string, siteOrigin: string): string | undefined {
  const site = new URL(siteOrigin).origin;
  // One host name for both would put the public pages' scripts where the team's cookie goes
  // (cookies do not tell ports apart).
  if (new URL(teamOrigin).hostname !== new URL(site).hostname) return undefined;
  return `must be a host of its own, not the site's (${site}): set it to e.g. ${defaultTeamOrigin(site)}, or leave it unset for that default`;
}
