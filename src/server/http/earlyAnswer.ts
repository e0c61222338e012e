import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a connection answered before its body's end may keep sending before it is dropped. */
const LINGER_MS = 2_000;

/**
 * An answer sent before the request body was read to its end (too large, not signed in...): the rest of
 * the body is not read, and the connection closes after the answer.
 *
 * Node closes such a socket as soon as the answer is written. With the client's bytes still unread, the
 * kernel then resets the connection, and a client that is still sending can lose the answer. So the
 * socket lingers: it half-closes after the answer, drops what still arrives, and is destroyed when the
 * client closes its side or after LINGER_MS, whichever comes first.
 */
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete !== false) return;
  reply.header('connection', 'close');
  const socket: Socket | null = request.raw.socket;
  if (!socket) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    this.resume();
    const timer = setTimeout(() => this.destroy(), LINGER_MS).unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
  };
}
