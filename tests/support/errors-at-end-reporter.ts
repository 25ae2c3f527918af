import type { Reporter, TestError } from '@playwright/test/reporter';

/**
 * Prints again, after the summary, each error that was not part of any test (a worker's
 * teardown, an exception outside a test): the list reporter prints them where they happen,
 * far above the end of a long run's log, where only the summary's "see above" points to them.
 */
export default class ErrorsAtEndReporter implements Reporter {
  private readonly errors: TestError[] = [];

  onError(error: TestError) {
    this.errors.push(error);
  }

  onEnd() {
    if (!this.errors.length) return;
    console.log(`\nErrors that were not part of any test (${this.errors.length}), again:`);
    for (const error of this.errors) console.log(`\n${error.stack ?? error.message ?? error.value ?? ''}`);
  }
}
