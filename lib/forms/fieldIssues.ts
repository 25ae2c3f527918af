import { isValidationMessage, type ValidationMessage } from './messages';

export interface FieldIssues<N extends string> {
  /** Distinct messages, in the order of the fields they come from. */
  messages: ValidationMessage[];
  /** The message a field fails with, if any. */
  messageOf: (field: N) => ValidationMessage | undefined;
}

/** Reads react-hook-form errors (whose messages are catalogue keys) in field order. */
export function fieldIssues<N extends string>(errors: object, fields: readonly N[]): FieldIssues<N> {
  const byField = new Map<N, ValidationMessage>();
  for (const field of fields) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    if (isValidationMessage(message)) byField.set(field, message);
  }
  return {
    messages: [...new Set(byField.values())],
    messageOf: (field) => byField.get(field),
  };
}

/** The id of the element holding a message, for aria-describedby. */
export function messageId(formId: string, message: ValidationMessage): string {
  return `${formId}-${message.replace(/[^a-z0-9]+/gi, '-')}`;
}
