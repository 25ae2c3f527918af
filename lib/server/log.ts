/** The "at …" lines of a stack, read after the message so that none can come from it. */
function stackFrames(error: Error): string[] {
  const stack = error.stack ?? '';
  const start = error.message ? stack.indexOf(error.message) : -1;
  const after = start >= 0 ? stack.slice(start + error.message.length) : stack;
  return after.split('\n').filter((line) => /^\s+at /.test(line));
}

/**
 * Logs a failure while handling a visitor's request: the error's class, code and stack
 * frames, never its message, which can quote what the visitor sent (a parser quotes its
 * input; an Error may be built from anything). SQLite's codes (SQLITE_FULL, SQLITE_BUSY…)
 * say what went wrong.
 */
export function logRequestFailure(what: string, error: unknown, log = console.error): void {
  const word = (value: unknown) =>
    typeof value === 'string' && /^\w{1,64}$/.test(value) ? value : undefined;
  const name = error instanceof Error ? (word(error.name) ?? 'Error') : typeof error;
  const code = word((error as { code?: unknown } | null)?.code);
  const frames = error instanceof Error ? stackFrames(error) : [];
  const kind = code ? `${name} ${code}` : name;
  log([`[forms-host] ${what}: ${kind}`, ...frames].join('\n'));
}
