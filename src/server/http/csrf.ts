import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from './errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site writes are refused: every state-changing API call must carry `X-Requested-With:
 * XMLHttpRequest` (which a cross-site form cannot send) and must not come from another origin.
 */
export function checkCrossSite(request: FastifyRequest): void {
  if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
    throw new ForbiddenError('Missing the X-Requested-With header.');
  }
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new ForbiddenError('Cross-site requests are not allowed.');
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !isSameOrigin(origin, `${request.protocol}://${request.host}`)) {
    throw new ForbiddenError('Cross-site requests are not allowed.');
  }
}

function isSameOrigin(origin: string, own: string): boolean {
  try {
    return new URL(origin).origin === new URL(own).origin;
  } catch {
    return false;
  }
}
