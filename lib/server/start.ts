import { formsHost } from './host';

/**
 * Server start (instrumentation): the data folder, salt and migrated database set up
 * now, so a bad DATA_DIR stops the server at once instead of losing the first lead.
 */
export function startFormsHost(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    formsHost();
  } catch (error) {
    console.error('[forms-host] cannot open the leads database', error);
    throw error;
  }
}
