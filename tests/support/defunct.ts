import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { processState } from '../../src/server/db/processes.js';

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * A process named `name` that has exited but is not reaped (defunct), optionally run as another user. Its
 * parent shell starts it, then becomes `sleep`, which never waits for children; the child (a copy of
 * `cat` reading a pipe of ours) exits only once we close that pipe, after the shell has become `sleep`.
 */
export async function defunctProcess(
  name: string,
  dir: string,
  ids: { uid?: number; gid?: number } = {},
): Promise<{ pid: number; release(): void }> {
  fs.chmodSync(dir, 0o755);
  const program = path.join(dir, name);
  fs.copyFileSync('/bin/cat', program);
  fs.chmodSync(program, 0o755);
  const parent = spawn('sh', ['-c', `${program} <&3 >/dev/null & echo $!; exec sleep 60`], {
    ...ids,
    stdio: ['ignore', 'pipe', 'ignore', 'pipe'],
  });
  const pid = await new Promise<number>((resolve) =>
    parent.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))),
  );
  const comm = () => {
    try {
      return fs.readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim();
    } catch {
      return '';
    }
  };
  await until(() => comm() === 'sleep', 'the shell to become sleep');
  (parent.stdio[3] as NodeJS.WritableStream).end();
  await until(() => processState(pid) === 'defunct', `process ${pid} to exit`);
  return { pid, release: () => parent.kill('SIGKILL') };
}
