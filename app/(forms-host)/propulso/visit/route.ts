import { formsHostRoutes } from '@/lib/formsHost';

// Page views: POST {FORMS_HOST}/propulso/visit (navigator.sendBeacon). SQLite needs Node.
export const runtime = 'nodejs';

export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = formsHostRoutes.visit;
