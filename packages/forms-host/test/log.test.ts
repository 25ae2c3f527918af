// @vitest-environment node
import { logRequestFailure } from '../src/log';

describe('logRequestFailure', () => {
  it("prints the error's class and code in one line, never its message or its stack", () => {
    const lines: string[] = [];
    const error = Object.assign(new Error('failed: marie@soleil.ca\n    at 514-555-0100 (forged frame)'), {
      name: 'SqliteError',
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    logRequestFailure('could not store a request', error, (line) => lines.push(line));
    expect(lines).toEqual(['[forms-host] could not store a request: SqliteError SQLITE_CONSTRAINT_UNIQUE']);
    expect(lines.join('\n')).not.toMatch(/marie|soleil|514-555/);
  });

  it('says only the type of a thrown value that is not an Error', () => {
    const lines: string[] = [];
    logRequestFailure('could not store a subscription', 'jo@example.com', (line) => lines.push(line));
    expect(lines).toEqual(['[forms-host] could not store a subscription: string']);
  });
});
