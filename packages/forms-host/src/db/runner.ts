import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from './sqlite';

/**
 * One statement, written once for both databases (`?` placeholders), and the type `R` of
 * its result, which batch() returns in its place: build one with run, getRow or allRows.
 */
export interface Statement<R = unknown> {
  sql: string;
  params: readonly unknown[];
  /** `run` (default): `{changes}`; `get`: the first row or null; `all`: every row. */
  mode?: 'run' | 'get' | 'all';
  /** Never set: carries `R` to batch(). */
  readonly result?: R;
}

export interface Changes {
  changes: number;
}

/** A statement that writes: its result is how many rows it changed. */
export const run = (sql: string, params: readonly unknown[] = []): Statement<Changes> => ({ sql, params });

/** A query for one row of type `Row`, or null. */
export const getRow = <Row>(sql: string, params: readonly unknown[] = []): Statement<Row | null> => ({
  sql,
  params,
  mode: 'get',
});

/** A query for every row, each of type `Row`. */
export const allRows = <Row>(sql: string, params: readonly unknown[] = []): Statement<Row[]> => ({
  sql,
  params,
  mode: 'all',
});

/** The results of a batch, each typed by its statement. */
export type Results<S extends readonly Statement[]> = {
  -readonly [K in keyof S]: S[K] extends Statement<infer R> ? R : never;
};

/**
 * Runs batches of statements, each batch in one transaction. Every query is written once
 * for both databases; `dialect` lets the few that must differ branch.
 */
export interface SqlRunner {
  readonly dialect: 'sqlite' | 'postgres';
  batch<const S extends readonly Statement[]>(statements: S, options?: BatchOptions): Promise<Results<S>>;
  /** Ends the connections (the server's stores; an operator's command closes its own). */
  close?(): Promise<void>;
}

export interface BatchOptions {
  /**
   * false: the commit need not survive a power cut (the disk is not waited for). Only for
   * bookkeeping whose loss is harmless, like the outbox's claims and outcomes: at worst a
   * notification is sent again, under the same id.
   */
  durable?: boolean;
}

/**
 * The one place a driver's rows take their statements' types: each statement's mode
 * decides the shape (changes, a row or null, rows), and its query the row's columns.
 */
export const typedResults = <S extends readonly Statement[]>(results: unknown[]) => results as Results<S>;

function runOn(db: Db, batch: readonly Statement[]): unknown[] {
  return db.transaction(() =>
    batch.map(({ sql, params, mode }) => {
      const statement = db.prepare(sql);
      if (mode === 'all') return statement.all(...params);
      if (mode === 'get') return statement.get(...params) ?? null;
      return { changes: statement.run(...params).changes };
    }),
  )();
}

/** On the caller's thread: for the operator's commands and tests, where nothing else waits. */
export const directRunner = (db: Db): SqlRunner => ({
  dialect: 'sqlite',
  batch: async <const S extends readonly Statement[]>(batch: S) => typedResults<S>(runOn(db, batch)),
});

interface Reply {
  id: number;
  results?: unknown[];
  error?: string;
  code?: string;
}

/**
 * On a thread of its own (sqliteWorker.mjs): for the server, whose request thread must
 * never wait on the disk. A worker that dies fails the batches it held and is started
 * again for the next one.
 */
export class SqliteThread implements SqlRunner {
  readonly dialect = 'sqlite' as const;
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (r: unknown[]) => void; reject: (e: Error) => void }
  >();

  constructor(
    private readonly file: string,
    private readonly pragmas: readonly string[],
  ) {}

  batch<const S extends readonly Statement[]>(
    batch: S,
    { durable = true }: BatchOptions = {},
  ): Promise<Results<S>> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const worker = this.started();
    const id = (this.nextId += 1);
    return new Promise<unknown[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, batch, durable });
    }).then((results) => typedResults<S>(results));
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker?.terminate();
    this.worker = null;
  }

  private closed = false;

  private started(): Worker {
    if (this.worker) return this.worker;
    // A file of the project, not of the bundle: the server runs from the project's root.
    const script = path.join(
      /* turbopackIgnore: true */ process.cwd(),
      'packages/forms-host/src/db/sqliteWorker.mjs',
    );
    const worker = new Worker(script, { workerData: { file: this.file, pragmas: this.pragmas } });
    worker.on('message', ({ id, results, error, code }: Reply) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (error !== undefined || !results)
        waiting?.reject(Object.assign(new Error(error ?? 'no result'), { code }));
      else waiting?.resolve(results);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread stopped (${code})`)));
    // The thread never keeps a finished process alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
