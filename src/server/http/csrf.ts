import type { FastifyRequest } from 'fastify';
import { Forbidden } from '../domain/errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const MISSING_HEADER_MESSAGE = 'Missing the X-Requested-With header.';
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

/**
 * Whether the write check covers this request. It is decided on the route the router matched, never on
 * the raw URL (which may be percent-encoded, absolute-form or oddly cased): every API route, and any
 * write the router could not place at all.
 */
function isCovered(request: FastifyRequest): boolean {
  if (request.is404) return true;
  const route = request.routeOptions.url;
  return route === undefined || route === '/api' || route.startsWith('/api/');
}

/**
 * Cross-site writes are refused: every state-changing API call must carry `X-Requested-With:
 * XMLHttpRequest` (which a cross-site form cannot send) and must not come from another origin.
 */
export function checkCrossSite(request: FastifyRequest): void {
  if (!UNSAFE.has(request.method) || !isCovered(request)) return;
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
    throw new Forbidden(MISSING_HEADER_MESSAGE);
  }
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new Forbidden(CROSS_SITE_MESSAGE);
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !isSameOrigin(origin, `${request.protocol}://${request.host}`)) {
    throw new Forbidden(CROSS_SITE_MESSAGE);
  }
}

function isSameOrigin(origin: string, own: string): boolean {
  try {
    return new URL(origin).origin === new URL(own).origin;
  } catch {
    return false;
  }
}
