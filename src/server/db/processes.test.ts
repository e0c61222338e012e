import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defunctProcess } from '../../../tests/support/defunct.js';
import { processState, sharedMemoryAttachments } from './processes.js';

describe('process state from /proc', () => {
  it('tells a running process, one of another program, an exited one and a defunct one apart', async () => {
    expect(processState(process.pid)).toBe('running');
    expect(processState(process.pid, 'node')).toBe('running');
    // The same pid, but not the program we look for (a recycled pid).
    expect(processState(process.pid, 'postgres')).toBe('gone');

    const child = spawn('true');
    await new Promise((r) => child.once('exit', r));
    expect(processState(child.pid!)).toBe('gone');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradelens-proc-'));
    const zombie = await defunctProcess('old-server', dir);
    try {
      expect(processState(zombie.pid)).toBe('defunct');
      expect(processState(zombie.pid, 'old-server')).toBe('defunct');
    } finally {
      zombie.release();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('knows no attachments for a shared memory segment that does not exist', () => {
    expect(sharedMemoryAttachments(2 ** 31 - 1)).toBeNull();
  });
});
