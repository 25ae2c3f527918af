import * as z from 'zod/mini';
import type { ValidationMessage } from './messages';
import { CONTROL_CHARACTER, CONTROL_CHARACTERS, MAX_LENGTH, TOO_LONG, type LengthKind } from './limits';

// Schemas use zod/mini: the same zod 4 engine, tree-shakable, so the browser gets
// only the checks the forms use (the classic API ships all of zod to every form).

const noControls = z.refine<string>((value) => !CONTROL_CHARACTER.test(value), { error: CONTROL_CHARACTERS });

/** One spelling for text that looks the same (composed accents), checked after the length a visitor typed. */
const composed = z.normalize('NFC');

const atMost = (kind: LengthKind) => z.maxLength(MAX_LENGTH[kind], { error: TOO_LONG });

/** A character that shows: not a space, a control, a format mark (zero-width, bidi) or a default-ignorable. */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/**
 * A required text field: trimmed, with something visible in it (a name of zero-width
 * spaces is as empty as no name), not too long; a missing or empty value reads `message`.
 */
export function requiredText(message: ValidationMessage, kind: LengthKind = 'name') {
  return z.string({ error: message }).check(
    z.trim(),
    z.refine((value) => VISIBLE.test(value), { error: message }),
    // Refused as empty above when nothing in it shows: one message, not two.
    z.refine((value) => !VISIBLE.test(value) || !CONTROL_CHARACTER.test(value), {
      error: CONTROL_CHARACTERS,
    }),
    atMost(kind),
    composed,
  );
}

/** An optional text field: trimmed, not too long. */
export function optionalText(kind: LengthKind = 'name') {
  return z.optional(z.string().check(z.trim(), noControls, atMost(kind), composed));
}

/** A string that is not trimmed (a password), not too long. */
export function rawText(message: ValidationMessage, minLength: number, kind: LengthKind) {
  return z.string({ error: message }).check(z.minLength(minLength, { error: message }), atMost(kind));
}

/** An email address (trimmed, composed); a malformed one reads `message`. */
export function emailAddress(message: ValidationMessage) {
  return z.pipe(
    z.string({ error: message }).check(z.trim(), noControls, atMost('email'), composed),
    z.email({ error: message }),
  );
}

/** One of a fixed list of values; the empty placeholder option fails with `message`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: ValidationMessage) {
  return z.enum(values, { error: message });
}
