import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Forbidden, Unauthenticated } from '../domain/errors.js';
import type { SessionUser } from '../modules/auth/index.js';
import { ACCESS_LEVELS, type Access } from '../../shared/enums.js';

export type { Access };

export const ADMIN_REQUIRED_MESSAGE = 'Administrator privileges are required.';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** false: the route never reads the session (health probes answer whatever the cookie or database). */
    session?: false;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Paths whose routes must say who may call them. The rest serve the public client files. */
function needsDeclaration(url: string): boolean {
  return url.startsWith('/api') || url === '/healthz' || url === '/readyz' || url === '/metrics';
}

/** What a route's `config` declares about its callers. */
export interface AccessDeclaration {
  access: Access;
  session?: false;
}

const SCOPE_ACCESS = Symbol('scope access');

type ScopeWithAccess = FastifyInstance & { [SCOPE_ACCESS]?: AccessDeclaration };

/**
 * Declares the access of every route registered inside `scope` that declares none itself: for plugins
 * whose routes cannot carry our config (the API reference page's files).
 */
export function declareScopeAccess(scope: FastifyInstance, declaration: AccessDeclaration): void {
  scope.decorate(SCOPE_ACCESS, declaration);
}

export class MissingAccessDeclarationError extends Error {}

/** Every registered route, with its declared access: the list the access tests walk. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

export function registerAccessControl(app: FastifyInstance, routes: RegisteredRoute[]): void {
  app.addHook('onRoute', function (this: ScopeWithAccess, route: RouteOptions) {
    if (!needsDeclaration(route.url)) return;
    const inherited = this[SCOPE_ACCESS];
    if (inherited && route.config?.access === undefined) route.config = { ...route.config, ...inherited };
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new MissingAccessDeclarationError(
        `Route ${String(route.method)} ${route.url} does not declare its access (public, user or admin).`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
  });
}

/**
 * Whether the session behind the request's cookie is looked up: for the routes that declare their access
 * (the API), not for health probes nor for the client's pages and files.
 */
export function readsSession(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return config?.access !== undefined && config.session !== false;
}

/** The check a route's declaration asks for; run after the session is loaded. */
export function enforceAccess(request: FastifyRequest): void {
  const access = request.routeOptions.config?.access;
  if (!access || access === 'public') return;
  if (!request.user) throw new Unauthenticated();
  if (access === 'admin' && request.user.role !== 'admin') {
    throw new Forbidden(ADMIN_REQUIRED_MESSAGE);
  }
}

/** The signed-in user of a route declared 'user' or 'admin'. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Unauthenticated();
  return request.user;
}
