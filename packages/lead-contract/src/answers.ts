import { isValidationMessage, type ValidationMessage } from './messages';

/** Field → catalogue keys of what is wrong with it; the whole body's problems are under `body`. */
export type FieldErrors = Record<string, string[]>;

export const BODY_FIELD = 'body';

/** What a forms host answers a post it refuses: `{errors: {field: [key]}}`. */
export interface ErrorAnswer {
  errors: FieldErrors;
}

/**
 * Groups validation issues by field path ("files" for the CV object), each message once.
 * Only catalogue keys leave: a check without a message of ours (a wrong type, say) reads
 * `error_fields`, never the validator's own English.
 */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const grouped: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || BODY_FIELD;
    const message = isValidationMessage(issue.message) ? issue.message : 'error_fields';
    const messages = (grouped[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return grouped;
}

/** A form field's name: what a host names a field by, never a value it quotes. */
const FIELD_NAME = /^[A-Za-z_]{1,64}$/;

/**
 * The fields a host refused, read from its answer's body: each field (a nested path counts
 * for its first part) with its first catalogue key; anything else in the answer is ignored.
 */
export function refusedFields(answer: unknown): Record<string, ValidationMessage> | undefined {
  const errors = (answer as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const invalid: Record<string, ValidationMessage> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0]!;
    const key = Array.isArray(messages) ? messages.find(isValidationMessage) : undefined;
    if (key && FIELD_NAME.test(field) && !invalid[field]) invalid[field] = key;
  }
  return Object.keys(invalid).length > 0 ? invalid : undefined;
}
