import { execSync } from 'node:child_process';
import fs from 'node:fs';

/** The journeys run against the built app: build it once when it is missing. */
export default function setup() {
  if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/client/index.html')) {
    execSync('npm run build', { stdio: 'inherit' });
  }
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is not installed: apt-get install -y chromium (or set CHROMIUM_PATH).');
  }
}
