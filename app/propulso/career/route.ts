import { careerPayloadSchema } from '@/lib/forms/careerPayload';
import { saveCareerPayload } from '@/lib/server/career';
import { formRoute } from '@/lib/server/formRoute';
import { CAREER_BODY_LIMIT } from '@/lib/server/limits';

// Job applications with their PDF CV: POST {FORMS_HOST}/propulso/career.
export const runtime = 'nodejs';

export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = formRoute({
  schema: careerPayloadSchema,
  bodyLimit: CAREER_BODY_LIMIT,
  save: saveCareerPayload,
});
