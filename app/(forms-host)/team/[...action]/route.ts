import { formsHostRoutes } from '@/lib/formsHost';
import { isTeamHost } from '@/lib/team/hosts';

// The team's passkey ceremonies and page forms (POST /team/...), a lead's CV and the export (GET),
// on the team's host only: elsewhere they do not exist.
export const runtime = 'nodejs';

const onTeamHost =
  (handler: (request: Request) => Promise<Response>) =>
  (request: Request): Promise<Response> =>
    isTeamHost(request.headers.get('host'))
      ? handler(request)
      : Promise.resolve(new Response(null, { status: 404 }));

export const GET = onTeamHost(formsHostRoutes.team.GET);
export const POST = onTeamHost(formsHostRoutes.team.POST);
