import { formsHostRoutes } from '@/lib/formsHost';

// Mailing-list opt-in when NEXT_PUBLIC_OPTIN_URL is unset: a JSONP endpoint of this host.
export const runtime = 'nodejs';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = formsHostRoutes.optin;
