import { formsHostRoutes } from '@/lib/formsHost';

// The team's passkey ceremonies and page forms: POST /team/...
export const runtime = 'nodejs';

export const { POST } = formsHostRoutes.team;
