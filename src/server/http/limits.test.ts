import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, writeHeaders } from '../../../tests/support/app.js';
import { createUser } from '../../../tests/support/factories.js';
import { setSetting } from '../../../tests/support/uploads.js';

/** Slow and oversized request bodies against the listening server (a real socket, not inject). */

interface Exchange {
  /** Everything the server answered. */
  answer: string;
  /** Bytes of the body the client got to send before the server closed the connection. */
  bodySent: number;
}

/**
 * Sends `head`, then body chunks from `nextChunk` every `everyMs` until it returns null or the server
 * closes the connection.
 */
function exchange(
  port: number,
  head: string,
  nextChunk: () => Buffer | null,
  everyMs: number,
): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let bodySent = 0;
    let timer: NodeJS.Timeout | null = null;
    const finish = () => {
      if (timer) clearInterval(timer);
      resolve({ answer, bodySent });
    };
    socket.on('data', (d) => (answer += d.toString('latin1')));
    // Like a browser, the client stops sending once the server has closed its side.
    socket.on('end', () => socket.destroy());
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.write(head);
    timer = setInterval(() => {
      const chunk = nextChunk();
      if (!chunk || socket.destroyed) {
        if (timer) clearInterval(timer);
        return;
      }
      socket.write(chunk);
      bodySent += chunk.length;
    }, everyMs);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe('request body limits', { timeout: 60_000 }, async () => {
  const t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '2' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const user = await createUser(t.db, t.config);
  const headers = (extra: Record<string, string>) =>
    Object.entries({ host: `127.0.0.1:${port}`, cookie: user.cookie, ...writeHeaders, ...extra })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
  const boundary = 'gradelens-limits';
  const partHead =
    `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="big.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n`;

  it('cuts off a client that trickles its body past the request timeout', async () => {
    const total = 1000;
    const r = await exchange(
      port,
      `POST /api/auth/logout HTTP/1.1\r\n${headers({ 'content-type': 'application/json', 'content-length': String(total) })}\r\n`,
      () => Buffer.from(' '),
      250,
    );
    // A 2 s budget at a byte every 250 ms: cut off after a few bytes, far from the declared 1000.
    expect(r.bodySent).toBeLessThan(total / 10);
    expect(statusOf(r.answer)).toBe(408);
  });

  it('answers a 2 GiB declared upload 413 at once and closes the connection without reading the body', async () => {
    const declared = 2 * 1024 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let offered = 0;
    const r = await exchange(
      port,
      `POST /api/upload HTTP/1.1\r\n${headers({
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(declared),
      })}\r\n${partHead}`,
      // The client would send it all; it stops when the server closes the connection.
      () => (offered++ < 32_768 ? chunk : null),
      1,
    );
    expect(statusOf(r.answer)).toBe(413);
    expect(r.answer.toLowerCase()).toContain('connection: close');
    expect(r.bodySent).toBeLessThan(64 * 1024 * 1024);
  });

  it('answers 413 once the counted bytes of a body without a length pass the limit, and closes', async () => {
    await setSetting(t.db, 'MAX_FILE_SIZE_MB', '1');
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const hex = chunk.length.toString(16);
    let offered = 0;
    const r = await exchange(
      port,
      `POST /api/upload HTTP/1.1\r\n${headers({
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      })}\r\n${Buffer.byteLength(partHead).toString(16)}\r\n${partHead}\r\n`,
      // Up to 2 GiB in chunks, unless the server closes first.
      () =>
        offered++ < 32_768 ? Buffer.concat([Buffer.from(`${hex}\r\n`), chunk, Buffer.from('\r\n')]) : null,
      1,
    );
    expect(statusOf(r.answer)).toBe(413);
    expect(r.answer.toLowerCase()).toContain('connection: close');
    expect(r.bodySent).toBeLessThan(64 * 1024 * 1024);
  });
});
