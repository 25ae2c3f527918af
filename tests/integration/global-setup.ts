import { ensureBareBuild } from '../support/bare-build';

// One production build for every integration test file (skipped when up to date).
export default function setup() {
  ensureBareBuild();
}
