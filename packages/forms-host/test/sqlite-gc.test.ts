// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

// better-sqlite3 12 built against Node >= 24.19's headers aborts the process when the garbage
// collector frees one of its statements outside a JavaScript context ("Assertion failed: (env) !=
// nullptr", nodejs/node#65446); scripts/test-node24.sh builds it against 24.18.1's. The host
// makes such garbage all the time: rate-limiter-flexible prepares a statement per request.
const driver = createRequire(import.meta.url).resolve('better-sqlite3');
const script = `
  const Database = require(${JSON.stringify(driver)});
  const db = new Database(':memory:');
  let length = 0;
  for (let round = 0; round < 5; round += 1) {
    for (let i = 0; i < 1000; i += 1) db.prepare('SELECT 1').get();
    // Strings joined in a loop: collections started from there free the statements outside any
    // context, which aborted a wrong build in 60 runs out of 60 (a bare prepare loop: 1 in 10).
    for (let i = 0; i < 200000; i += 1) length += ('k' + i).length;
  }
  db.close();
  console.log('alive', length);
`;

test('statements left to the garbage collector do not stop the process', () => {
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  expect({ status: child.status, signal: child.signal, stderr: child.stderr }).toEqual({
    status: 0,
    signal: null,
    stderr: '',
  });
  let length = 0;
  for (let i = 0; i < 200000; i += 1) length += `k${i}`.length;
  expect(child.stdout.trim()).toBe(`alive ${5 * length}`);
});
