import { formsHostRoutes } from '@/lib/formsHost';

// Proof-of-work challenges for the forms: GET {FORMS_HOST}/propulso/challenge. Node's crypto.
export const runtime = 'nodejs';
// A new challenge for every request.
export const dynamic = 'force-dynamic';

export const { GET, OPTIONS, HEAD, POST, PUT, PATCH, DELETE } = formsHostRoutes.challenge;
