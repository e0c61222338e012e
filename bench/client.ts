/**
 * Prints the gzip size of the JavaScript the landing page and the upload page load, from the built app
 * (run `npm run build` first): the landing page loads the entry chunk and its static imports; the upload page
 * adds the navigation bar's and the upload screen's chunks with their static imports. Other screens are listed
 * for reference.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve('dist/client');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const LANDING_BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

if (!fs.existsSync(MANIFEST) || !fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');

/** The chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function gzipKb(keys: Iterable<string>): { raw: number; gzip: number; files: string[] } {
  let raw = 0;
  let gzip = 0;
  const files: string[] = [];
  for (const key of keys) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const bytes = fs.readFileSync(path.join(DIST, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    files.push(file);
  }
  return { raw: raw / 1024, gzip: gzip / 1024, files };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
// The page's own <script> must be the manifest's entry.
if (!html.includes(manifest[entryKey].file)) throw new Error('index.html does not load the manifest entry.');

function pageKey(fragment: string): string {
  const key = Object.keys(manifest).find((k) => k.includes(fragment));
  if (!key) throw new Error(`No chunk for ${fragment} in the manifest.`);
  return key;
}

const landing = closure(entryKey);
// Signed-in screens also fetch the navigation bar, which the layout loads once a user is signed in.
const navKey = Object.keys(manifest).find((k) => k.includes('components/layout/NavBar'));
const signedIn = navKey ? closure(navKey, new Set(landing)) : landing;
const pages: Array<[string, Set<string>]> = [
  ['landing (/, signed out)', landing],
  ['landing (/, signed in: + nav bar)', signedIn],
];
for (const [label, fragment] of [
  ['upload (/upload)', 'features/upload/UploadPage'],
  ['history (/history, chart on demand)', 'features/history/HistoryPage'],
  ['courses (/courses)', 'features/courses/CoursesPage'],
] as const) {
  pages.push([label, closure(pageKey(fragment), new Set(signedIn))]);
}

console.log('JavaScript loaded per page (gzip level 9):');
for (const [label, keys] of pages) {
  const { raw, gzip, files } = gzipKb(keys);
  console.log(
    `  ${label.padEnd(38)} ${gzip.toFixed(1).padStart(7)} KB gzip  (${raw.toFixed(1)} KB raw, ${files.length} files)`,
  );
}
const landingGzip = gzipKb(landing).gzip;
const chartKey = Object.keys(manifest).find((k) => manifest[k].file.includes('TrendChart'));
if (chartKey) {
  const history = closure(pageKey('features/history/HistoryPage'), new Set(signedIn));
  const added = [...closure(chartKey, new Set())].filter((k) => !history.has(k));
  const { gzip } = gzipKb(added);
  console.log(`  ${'+ trend chart (History, on demand)'.padEnd(38)} ${gzip.toFixed(1).padStart(7)} KB gzip`);
}
console.log(
  `Landing page budget ${LANDING_BUDGET_KB} KB: ${landingGzip <= LANDING_BUDGET_KB ? 'within' : 'OVER'} (${landingGzip.toFixed(1)} KB)`,
);
