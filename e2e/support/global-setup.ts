import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newestMtime(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((t, e) => Math.max(t, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

/** Builds the app when dist/ is missing or older than a source file. */
export function ensureBuilt(): void {
  const server = 'dist/server/main.js';
  const stale =
    !fs.existsSync(server) ||
    !fs.existsSync('dist/client/index.html') ||
    fs.statSync(server).mtimeMs < newestMtime('src');
  if (stale) execSync('npm run build', { stdio: 'inherit' });
}

/** The journeys run against the built app in Debian's Chromium. */
export default function setup() {
  ensureBuilt();
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is not installed: apt-get install -y chromium (or set CHROMIUM_PATH).');
  }
}
