import { z } from 'zod';
import type { ValidationMessage } from './messages';

/** A required text field: trimmed, not empty; any failure reads `message`. */
export function requiredText(message: ValidationMessage) {
  return z.string({ error: message }).trim().min(1, message);
}

/** One of a fixed list of values; the empty placeholder option fails with `message`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: ValidationMessage) {
  return z.enum(values, { error: message });
}
