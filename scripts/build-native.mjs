// Builds the poppler text addon (native/pdftext) during `npm install`. Where it cannot be built (no
// poppler headers, no compiler), one line says so and the install goes on: pdf.js reads PDF text then.
import { execFileSync, spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'native/pdftext');
const log = join(dir, 'build.log');
const FALLBACK =
  'pdf.js reads PDF text instead (scripts/install-system-deps.sh installs what the build needs)';

function has(cmd, args) {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!has('pkg-config', ['--exists', 'poppler'])) {
  console.log(`poppler text addon: skipped, poppler's development headers were not found; ${FALLBACK}.`);
  process.exit(0);
}

// npm's bundled node-gyp (npm names it to the scripts it runs); headers come from this Node's own install
// where it ships them.
const prefix = join(dirname(process.execPath), '..');
const bundled = join(prefix, 'lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js');
const gyp = process.env.npm_config_node_gyp ?? (existsSync(bundled) ? bundled : null);
const args = ['rebuild', `--directory=${dir}`];
if (existsSync(join(prefix, 'include/node/node_api.h'))) args.push(`--nodedir=${prefix}`);
const r = gyp
  ? spawnSync(process.execPath, [gyp, ...args], { encoding: 'utf8' })
  : spawnSync('node-gyp', args, { encoding: 'utf8' });
writeFileSync(log, `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`);
if (r.status === 0) console.log('poppler text addon: built.');
else console.log(`poppler text addon: not built (see native/pdftext/build.log); ${FALLBACK}.`);
