import { CV_MAX_BYTES } from '@polyfence/lead-contract';

/** Room for the other fields of a form and the JSON around them. */
const FIELDS_ALLOWANCE = 64 * 1024;

/** Largest contact request body, in bytes. */
export const CONTACT_BODY_LIMIT = FIELDS_ALLOWANCE;

/** Largest career body: the largest CV once base64-encoded, plus the other fields. */
export const CAREER_BODY_LIMIT = Math.ceil(CV_MAX_BYTES / 3) * 4 + FIELDS_ALLOWANCE;
