/** The top-level validation messages, which every form's client island gets. */
export const TOP_LEVEL_VALIDATION_MESSAGES = [
  'error_fields',
  'error_valid_email',
  'error_file',
  'error_file_signature',
  'error_file_size',
  'error_too_long',
  'error_control_characters',
] as const;

/**
 * Catalogue keys a schema may use as an issue message. Schemas hold keys, not
 * text, so a server handler can share them and each locale translates them.
 */
export const VALIDATION_MESSAGES = [...TOP_LEVEL_VALIDATION_MESSAGES, 'signup_page.general_error'] as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];

export function isValidationMessage(value: unknown): value is ValidationMessage {
  return (VALIDATION_MESSAGES as readonly unknown[]).includes(value);
}
