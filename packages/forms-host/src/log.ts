// The host's log: one JSON object a line (pino), written synchronously so the last lines
// before an exit are not lost, with no worker thread. Never a value a visitor typed.
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

const LEVELS = [...Object.keys(pino.levels.values), 'silent'];

/** LOG_LEVEL, read here and not in env.ts: the logger exists before the settings are parsed. */
export function logLevel(value = process.env.LOG_LEVEL): string {
  const level = value?.trim().toLowerCase() || 'info';
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL: must be one of ${LEVELS.join(', ')}`);
  return level;
}

// A second guard behind the rule of logging no value: the fields a visitor types, at the top or
// one level down, should one ever be logged.
const VISITOR_FIELDS = ['name', 'company_name', 'email', 'phone', 'role', 'files', 'EMAIL', 'SIGNUP'];
const REDACTED = VISITOR_FIELDS.flatMap((field) => [field, `*.${field}`]);

const word = (value: unknown) => (typeof value === 'string' && /^\w{1,64}$/.test(value) ? value : undefined);

/**
 * An error as logged: its class and code, never its message, which can quote what the
 * visitor sent (a parser quotes its input; a database quotes the value it refused), nor its
 * stack. The codes say what went wrong: SQLite's (SQLITE_FULL, SQLITE_BUSY…), PostgreSQL's
 * SQLSTATE (22021, 57P01…), Node's (ECONNREFUSED…).
 */
export function errorFields(error: unknown): { type: string; code?: string } {
  const type = error instanceof Error ? (word(error.name) ?? 'Error') : typeof error;
  const code = word((error as { code?: unknown } | null)?.code);
  return code ? { type, code } : { type };
}

const hasError = (value: unknown) =>
  value instanceof Error || (typeof value === 'object' && value !== null && 'err' in value);

/** A logger named `name` writing to `destination` (stdout by default) at `level` (LOG_LEVEL). */
export function createLogger({
  name = 'forms-host',
  level = logLevel(),
  destination = pino.destination({ dest: 1, sync: true }),
}: { name?: string; level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      name,
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      // The label, so that operators can grep "level":"error".
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorFields },
      // The logger's own name is the one `name` let through.
      redact: { paths: REDACTED, censor: (value: unknown) => (value === name ? value : '[redacted]') },
      hooks: {
        // Given an error and no message, pino would print the error's message.
        logMethod(args, method) {
          if (args.length === 1 && hasError(args[0])) return method.call(this, args[0] as object, 'error');
          return method.apply(this, args);
        },
      },
    },
    destination,
  );
}

/** The host's root logger; a request's is its child with the request's id (http/requestId.ts). */
export const logger = createLogger();

/** Logs a failure while handling a visitor's request in one line: its class and code only. */
export function logRequestFailure(what: string, error: unknown, log: Logger = logger): void {
  log.error({ err: error }, what);
}
