// CLI form of ensureBareBuild, for Playwright's webServer command.
import { ensureBareBuild } from './bare-build';

ensureBareBuild();
