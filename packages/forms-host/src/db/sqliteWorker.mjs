// The leads database's writer thread. better-sqlite3 is synchronous, and a commit with
// synchronous=FULL waits for the disk (a 10 MB CV: hundreds of ms), so the server's
// request thread hands each batch of statements here instead of running it itself.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const db = new Database(workerData.file);
for (const pragma of workerData.pragmas) db.pragma(pragma);
// The durable setting the pragmas chose, restored after a batch that did without it.
const durableSync = workerData.pragmas.find((pragma) => pragma.startsWith('synchronous'));

const statements = new Map();
const prepared = (sql) => {
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = db.prepare(sql)));
  return statement;
};

// A Uint8Array arrives from the other thread; better-sqlite3 binds Buffers as BLOBs.
const bindable = (value) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;

const runBatch = db.transaction((batch) =>
  batch.map(({ sql, params, mode }) => {
    const statement = prepared(sql);
    const bound = params.map(bindable);
    if (mode === 'all') return statement.all(bound);
    if (mode === 'get') return statement.get(bound) ?? null;
    return { changes: statement.run(bound).changes };
  }),
);

parentPort.on('message', ({ id, batch, durable = true }) => {
  try {
    // In WAL mode NORMAL skips waiting for the disk at commit; the next FULL commit syncs it.
    if (!durable) db.pragma('synchronous = NORMAL');
    try {
      parentPort.postMessage({ id, results: runBatch.immediate(batch) });
    } finally {
      if (!durable) db.pragma(durableSync);
    }
  } catch (error) {
    // The code (SQLITE_BUSY, SQLITE_CONSTRAINT_FOREIGNKEY…) is what a log may show.
    parentPort.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
      code: error?.code,
    });
  }
});
