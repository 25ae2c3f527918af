import { formsHostRoutes } from '@/lib/formsHost';

// Prometheus text for Authorization: Bearer METRICS_TOKEN; 404 without a token set.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { GET } = formsHostRoutes.metrics;
