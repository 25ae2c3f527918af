import type { CareerPayloadValues } from './careerPayload';
import { CV_MAX_BYTES } from '@polyfence/lead-contract';
import type { SaveResult } from '../http/formRoute';
import type { ChannelName } from '../outbox/queue';
import { saveApplication, type RequestMeta } from './store';
import type { SqlRunner } from '../db/runner';

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** Stores the application with its decoded CV, whose bytes are checked once more. */
export async function saveCareerPayload(
  store: SqlRunner,
  values: CareerPayloadValues,
  meta: RequestMeta,
  channels: readonly ChannelName[],
): Promise<SaveResult> {
  const { bytes } = values.files;
  if (bytes.length > CV_MAX_BYTES || !bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    return { ok: false, errors: { files: ['error_file_signature'] } };
  }
  // WebCrypto digests on libuv's pool, not on the request thread.
  const sha256 = Buffer.from(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))).toString('hex');
  const id = await saveApplication(
    store,
    {
      name: values.name,
      email: values.email,
      phone: values.phone,
      job: values.job,
      cv: { filename: values.files.filename, type: values.files.type, bytes, sha256 },
    },
    meta,
    channels,
  );
  return { ok: true, id };
}
