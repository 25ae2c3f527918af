import { formsHostRoutes } from '@/lib/formsHost';

// The load balancer's readiness check: 200 once the leads' store answers, 503 otherwise.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { GET } = formsHostRoutes.ready;
