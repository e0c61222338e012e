import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { ParserPool } from '../parser/index.js';
import { createAppContext, type AppContext } from './context.js';
import { enforceAccess, readsSession, registerAccessControl, type RegisteredRoute } from './http/access.js';
import { checkCrossSite } from './http/csrf.js';
import { answerError } from './http/errors.js';
import { sharedRateLimits } from './http/rateLimits.js';
import { loadSessionUser, readSessionToken } from './modules/auth/index.js';
import { routeModules } from './modules/index.js';
import { loggerOptions, type LogStream } from './logging.js';
import { MAX_UPLOAD_BYTES } from '../shared/limits.js';
import { isPagePath } from '../shared/pages.js';
import { openApiOptions } from './openapi/document.js';
import { Metrics } from './metrics/metrics.js';
import { observeRequestDurations } from './metrics/http.js';
import packageJson from '../../package.json' with { type: 'json' };

export interface AppOptions {
  config: Config;
  db: Db;
  parser?: ParserPool | null;
  /** Where the built client lives; defaults to dist/client next to the server build. */
  clientDir?: string | null;
  /** Where log lines go; standard output by default. */
  logStream?: LogStream;
}

export type App = FastifyInstance & {
  registeredRoutes: RegisteredRoute[];
  /** What the routes were given; the server's jobs run with the same. */
  context: AppContext;
};

function defaultClientDir(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, 'dist', 'client');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

/** Builds the whole HTTP application without listening: main.ts listens, tests inject. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, db } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // A hop count is valid too; the typings only list it on some overloads.
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within REQUEST_TIMEOUT_SECONDS (a trickling client is cut off, checked
    // every second); a connection silent for CONNECTION_TIMEOUT_SECONDS is closed, which must leave room
    // for the longest processing timeout an administrator can set.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: config.CONNECTION_TIMEOUT_SECONDS * 1000,
    // Node enforces the request timeout only when the headers timeout is not longer.
    http: {
      connectionsCheckingInterval: 1000,
      headersTimeout: Math.min(60_000, config.REQUEST_TIMEOUT_SECONDS * 1000),
    },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = createAppContext(config, db, options.parser ?? null);
  const metrics = new Metrics();
  if (ctx.parser) metrics.watchParser(ctx.parser);
  metrics.watchDatabasePool(db.$client);
  app.decorate('metrics', metrics);
  observeRequestDurations(app, metrics);
  const registeredRoutes: RegisteredRoute[] = [];
  registerAccessControl(app, registeredRoutes);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.PUBLIC_URL?.startsWith('https://') ? [] : null,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.PUBLIC_URL?.startsWith('https://') ? undefined : false,
  });
  // Before the routes: it documents each route as it is registered.
  await app.register(swagger, openApiOptions(config, packageJson.version));
  await app.register(cookie);
  const rateLimits = sharedRateLimits(config, db);
  app.addHook('onClose', () => rateLimits.close());
  await app.register(rateLimit, rateLimits.options);
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 5, parts: 6 } });

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    checkCrossSite(request);
    const token = readsSession(request) ? readSessionToken(request, config) : undefined;
    request.user = token ? await loadSessionUser(db, config, token) : null;
    // Before the body is read or validated: a caller without access learns nothing about the route.
    enforceAccess(request);
  });

  app.setErrorHandler(answerError);

  for (const routes of routeModules) await app.register(routes(ctx));

  const clientDir = options.clientDir === undefined ? defaultClientDir() : options.clientDir;
  if (clientDir) {
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (isPageRequest && clientDir) {
      // An unknown page still gets the application, which shows 'Page not found', under status 404.
      return reply
        .code(isPagePath(request.url) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html', clientDir, { maxAge: 0 });
    }
    return reply.code(404).send({ error: 'Not found.' });
  });

  await app.ready();
  return Object.assign(app, { registeredRoutes, context: ctx }) as unknown as App;
}
