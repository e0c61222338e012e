/**
 * No import cycles: the server, the client and the parser are bundled (as the build does, with esbuild) and
 * the graph of their runtime imports is walked. Type-only imports leave no trace at runtime and are not
 * counted. A module's index.ts re-exporting its routes and services must not close a loop between modules.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

async function cyclesFrom(entryPoints: string[]): Promise<string[]> {
  const { metafile } = await build({
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: 'dist/cycles-check',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
  });
  const graph = metafile.inputs;
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const { path: next } of graph[file]?.imports ?? []) {
      if (!graph[next]) continue;
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of Object.keys(graph)) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import graph', () => {
  it('has no cycles in the server, the client or the parser', async () => {
    expect(await cyclesFrom(['src/server/main.ts', 'src/client/main.tsx', 'src/parser/index.ts'])).toEqual(
      [],
    );
  });
});
