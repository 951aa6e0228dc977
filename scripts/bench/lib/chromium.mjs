// The system Chromium (as Playwright uses it in this repo) and the flags it runs with here.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath() {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}
