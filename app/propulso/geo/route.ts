import { contactSchema } from '@polyfence/lead-contract';
import { formRoute } from '@/lib/server/formRoute';
import { saveContactRequest } from '@/lib/server/leadsStore';
import { CONTACT_BODY_LIMIT } from '@/lib/server/limits';

// Contact requests: POST {FORMS_HOST}/propulso/geo. SQLite needs Node.
export const runtime = 'nodejs';

export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = formRoute({
  schema: contactSchema,
  bodyLimit: CONTACT_BODY_LIMIT,
  save: async (store, values, meta, channels) => ({
    ok: true,
    id: await saveContactRequest(store, values, meta, channels),
  }),
});
