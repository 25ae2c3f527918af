import { afterAll } from 'vitest';
import { stopEveryPostgres } from './postgres';
import { removeTempDirs } from './server';

// Whatever a test file started goes once its own hooks have stopped its servers (after-hooks
// run last-registered first, and this one registers before the file's): a database server
// never outlives its file, nor do its temp folders.
afterAll(() => {
  try {
    stopEveryPostgres();
  } finally {
    removeTempDirs();
  }
});
