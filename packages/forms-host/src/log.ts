/**
 * Logs a failure while handling a visitor's request in one line: the error's class and
 * code, never its message, which can quote what the visitor sent (a parser quotes its
 * input; a database quotes the value it refused), nor its stack. The codes say what went
 * wrong: SQLite's (SQLITE_FULL, SQLITE_BUSY…), PostgreSQL's SQLSTATE (22021, 57P01…),
 * Node's (ECONNREFUSED…).
 */
export function logRequestFailure(what: string, error: unknown, log = console.error): void {
  const word = (value: unknown) =>
    typeof value === 'string' && /^\w{1,64}$/.test(value) ? value : undefined;
  const name = error instanceof Error ? (word(error.name) ?? 'Error') : typeof error;
  const code = word((error as { code?: unknown } | null)?.code);
  log(`[forms-host] ${what}: ${code ? `${name} ${code}` : name}`);
}
