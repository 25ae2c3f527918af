// A proof of work's attempts in a worker of their own: the page's thread stays free while the
// visitor types. altcha-lib's handler answers the solver's messages (work, abort).
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

handler({ deriveKey });
