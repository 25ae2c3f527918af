/** How deep and how wide a form body may be: the forms' own bodies are 3 levels and ~20 values. */
export const JSON_SHAPE_LIMITS: ShapeLimits = { maxDepth: 8, maxValues: 1000 };

export interface ShapeLimits {
  maxDepth: number;
  maxValues: number;
}

export type ShapeProblem = 'too_deep' | 'too_wide';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const COMMA = 0x2c;

/** Index of the quote closing the string whose opening quote is at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}

/**
 * Refuses JSON nested or repeated past `limits` before JSON.parse builds it: a body
 * within the byte limit can still hold millions of values or thousands of levels,
 * which would hold the server's only thread and its memory. Strings are skipped with
 * indexOf, so a 14 MB CV costs about a millisecond; the scan stops at the first excess.
 * Malformed JSON passes through, for JSON.parse to refuse.
 */
export function jsonShapeProblem(text: string, limits: ShapeLimits = JSON_SHAPE_LIMITS): ShapeProblem | null {
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (end === -1) return null;
      i = end;
    } else if (OPEN.has(c)) {
      depth += 1;
      if (depth > limits.maxDepth) return 'too_deep';
    } else if (CLOSE.has(c)) {
      depth -= 1;
    } else if (c === COMMA && ++values > limits.maxValues) {
      return 'too_wide';
    }
  }
  return null;
}
