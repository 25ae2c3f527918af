import { formsHostRoutes } from '@/lib/formsHost';

// Contact requests: POST {FORMS_HOST}/propulso/geo. SQLite needs Node.
export const runtime = 'nodejs';

export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = formsHostRoutes.contact;
