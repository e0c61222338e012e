import fs from 'node:fs';

/**
 * What became of a process named in a pid file. A defunct (zombie) process has exited and holds nothing;
 * it only waits for its parent, or init, to reap it. `kill(pid, 0)` still succeeds on it, which is why a
 * plain signal check would take it for a live server.
 */
export type ProcessState = 'running' | 'defunct' | 'gone';

/** The state letter of /proc/PID/stat (the field after the command name, which may hold spaces). */
function statState(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return null;
  }
}

function signalState(pid: number): 'running' | 'gone' {
  try {
    process.kill(pid, 0);
    return 'running';
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? 'running' : 'gone';
  }
}

/**
 * The state of `pid`; with `command`, a running process whose command line does not contain it counts as
 * gone (the pid was recycled by some other program).
 */
export function processState(pid: number, command?: string): ProcessState {
  if (signalState(pid) === 'gone') return 'gone';
  const state = statState(pid);
  if (state === 'Z' || state === 'X') return 'defunct';
  if (state === null && !fs.existsSync('/proc/self/stat')) return 'running'; // no procfs: trust the signal
  if (state === null) return 'gone';
  if (!command) return 'running';
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(command) ? 'running' : 'gone';
  } catch {
    return 'gone';
  }
}

export function isRunning(pid: number, command?: string): boolean {
  return processState(pid, command) === 'running';
}

/**
 * Processes attached to the System V shared memory segment `shmid` (PostgreSQL's interlock: every backend
 * of a server stays attached while it lives). Null when the segment does not exist.
 */
export function sharedMemoryAttachments(shmid: number): number | null {
  let table: string;
  try {
    table = fs.readFileSync('/proc/sysvipc/shm', 'utf8');
  } catch {
    return null;
  }
  const [header, ...rows] = table.trim().split('\n');
  const columns = header.trim().split(/\s+/);
  const idAt = columns.indexOf('shmid');
  const nattchAt = columns.indexOf('nattch');
  for (const row of rows) {
    const cells = row.trim().split(/\s+/);
    if (Number(cells[idAt]) === shmid) return Number(cells[nattchAt]);
  }
  return null;
}
