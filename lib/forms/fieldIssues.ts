import { isValidationMessage, type ValidationMessage } from '@polyfence/lead-contract';

export interface FieldIssues<N extends string> {
  /** Distinct messages, in the order of the fields they come from. */
  messages: ValidationMessage[];
  /** The id of the message a field fails with (its aria-describedby), if any. */
  errorId: (field: N) => string | undefined;
}

/** Reads react-hook-form errors (whose messages are catalogue keys) in field order. */
export function fieldIssues<N extends string>(
  errors: object,
  fields: readonly N[],
  formId: string,
): FieldIssues<N> {
  const byField = new Map<N, ValidationMessage>();
  for (const field of fields) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    if (isValidationMessage(message)) byField.set(field, message);
  }
  return {
    messages: [...new Set(byField.values())],
    errorId: (field) => {
      const message = byField.get(field);
      return message && messageId(formId, message);
    },
  };
}

/** The id of the element holding a message, for aria-describedby. */
export function messageId(formId: string, message: ValidationMessage): string {
  return `${formId}-${message.replace(/[^a-z0-9]+/gi, '-')}`;
}
