import { formsHostRoutes } from '@/lib/formsHost';

// The load balancer's liveness check: 200 while the process serves.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { GET } = formsHostRoutes.health;
