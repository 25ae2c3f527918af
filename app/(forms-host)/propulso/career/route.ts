import { formsHostRoutes } from '@/lib/formsHost';

// Job applications with their PDF CV: POST {FORMS_HOST}/propulso/career.
export const runtime = 'nodejs';

export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = formsHostRoutes.career;
