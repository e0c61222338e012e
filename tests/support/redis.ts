import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port.js';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * The Redis named by TEST_REDIS_URL, or a private redis-server (Debian's redis-server package) on a free
 * port of 127.0.0.1, without persistence, stopped by `stop()`.
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => undefined };
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // Never outlives the test process, even one that ends before its hooks run.
  const stopOnExit = () => server.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const url = `redis://127.0.0.1:${port}`;
  try {
    await untilAnswering(url);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    stop: async () => {
      process.off('exit', stopOnExit);
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits (up to 10 s) until the server at `url` answers PING. */
async function untilAnswering(url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      return;
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      client.disconnect();
    }
  }
}
