import type { CareerPayloadValues } from '@/lib/forms/careerPayload';
import { CV_MAX_BYTES } from '@/lib/forms/cv';
import type { Db } from './db';
import type { SaveResult } from './form-route';
import { saveApplication, type RequestMeta } from './leads-store';

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** Decodes the validated CV and stores the application; the bytes are checked once more. */
export function saveCareerPayload(db: Db, values: CareerPayloadValues, meta: RequestMeta): SaveResult {
  const bytes = Buffer.from(values.files.content, 'base64');
  if (bytes.length > CV_MAX_BYTES || !bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    return { ok: false, errors: { files: ['error_file_signature'] } };
  }
  const id = saveApplication(
    db,
    {
      name: values.name,
      email: values.email,
      phone: values.phone,
      job: values.job,
      cv: { filename: values.files.filename, type: values.files.type, bytes },
    },
    meta,
  );
  return { ok: true, id };
}
