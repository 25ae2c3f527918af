// @vitest-environment node
import { createLogger, logLevel, logRequestFailure } from '../src/log';

/** A logger at `level` whose lines are kept, as written. */
function capture(level = 'info') {
  const written: string[] = [];
  const log = createLogger({ level, destination: { write: (line: string) => void written.push(line) } });
  return { log, written, records: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const marker = `visitor-typed-marker-${Date.now()}`;

describe('logRequestFailure', () => {
  it("writes one JSON line: level, time, msg, the error's class and code, never its message or stack", () => {
    const { log, written, records } = capture();
    const error = Object.assign(new Error(`failed: ${marker}@soleil.ca\n    at ${marker} (forged frame)`), {
      name: 'SqliteError',
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    logRequestFailure('could not store a request', error, log);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\{.*\}\n$/);
    const [record] = records();
    expect(record).toMatchObject({
      level: 'error',
      name: 'forms-host',
      msg: 'could not store a request',
      err: { type: 'SqliteError', code: 'SQLITE_CONSTRAINT_UNIQUE' },
    });
    expect(new Date(record!.time as string).toISOString()).toBe(record!.time);
    expect(written.join('')).not.toContain(marker);
  });

  it('says only the type of a thrown value that is not an Error', () => {
    const { log, records } = capture();
    logRequestFailure('could not store a subscription', `${marker}@example.com`, log);
    expect(records()).toEqual([
      expect.objectContaining({ msg: 'could not store a subscription', err: { type: 'string' } }),
    ]);
  });

  it('carries the fields of the logger it is given, a request id among them', () => {
    const { log, records } = capture();
    logRequestFailure('could not open the store', new Error(marker), log.child({ reqId: 'lb-42' }));
    expect(records()).toEqual([
      expect.objectContaining({ reqId: 'lb-42', err: { type: 'Error' }, msg: 'could not open the store' }),
    ]);
  });
});

describe('the logger', () => {
  it("never prints an error's message, even handed the error alone", () => {
    const { log, written } = capture();
    const error = new Error(marker);
    log.error(error);
    log.error({ err: error });
    log.warn(error, 'a warning');
    expect(written).toHaveLength(3);
    expect(written.join('')).not.toContain(marker);
  });

  it("redacts a visitor's fields, should one be logged, and keeps its own name", () => {
    const { log, written, records } = capture();
    log.info({ email: marker, lead: { name: marker, phone: marker } }, 'a lead');
    expect(written.join('')).not.toContain(marker);
    expect(records()[0]).toMatchObject({ name: 'forms-host', email: '[redacted]' });
  });

  it('writes from LOG_LEVEL up, info by default; an unknown level is refused, naming LOG_LEVEL', () => {
    expect(logLevel(undefined)).toBe('info');
    expect(logLevel(' ')).toBe('info');
    expect(logLevel('DEBUG')).toBe('debug');
    expect(() => logLevel('verbose')).toThrow(
      /^LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, silent$/,
    );
    const { log, records } = capture('warn');
    log.info('not written');
    log.warn('written');
    expect(records().map((record) => record.msg)).toEqual(['written']);
  });
});
