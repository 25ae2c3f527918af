// The browser the benches drive: Debian's Chromium (or CHROMIUM_PATH), with the flags that keep a
// headless run on this machine quiet (no sandbox as root, no GPU, no background requests).
import fs from 'node:fs';

export const chromePath =
  process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
