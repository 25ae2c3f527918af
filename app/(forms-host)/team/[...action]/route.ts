import { formsHostRoutes } from '@/lib/formsHost';

// The team's passkey ceremonies and page forms (POST /team/...), a lead's CV and the export (GET).
export const runtime = 'nodejs';

export const { GET, POST } = formsHostRoutes.team;
