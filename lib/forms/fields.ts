import * as z from 'zod/mini';
import type { ValidationMessage } from './messages';

// Schemas use zod/mini: the same zod 4 engine, tree-shakable, so the browser gets
// only the checks the forms use (the classic API ships all of zod to every form).

/** A required text field: trimmed, not empty; any failure reads `message`. */
export function requiredText(message: ValidationMessage) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));
}

/** An email address (trimmed); any failure reads `message`. */
export function emailAddress(message: ValidationMessage) {
  return z.pipe(z.string({ error: message }).check(z.trim()), z.email({ error: message }));
}

/** One of a fixed list of values; the empty placeholder option fails with `message`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: ValidationMessage) {
  return z.enum(values, { error: message });
}
