import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { ADMIN_REQUIRED_MESSAGE, type Access } from '../http/access.js';
import { CROSS_SITE_MESSAGE, MISSING_HEADER_MESSAGE } from '../http/csrf.js';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  RATE_LIMITED_MESSAGE,
} from '../http/errors.js';
import { NotFound, Unauthenticated } from '../domain/errors.js';
import { sessionCookieName } from '../modules/auth/index.js';
import { OPERATIONS, TAGS, operationKey } from './operations.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone.',
  user: 'A signed-in, active user (session cookie).',
  admin: 'An administrator (session cookie of a user whose role is admin).',
};

type JsonSchema = Record<string, unknown>;
type Responses = Record<string, JsonSchema>;

/** The JSON `{error}` answer every failure shares: the first message is its example, all are listed. */
function errorAnswer(description: string, messages: string[]): JsonSchema {
  const listed = messages.length > 1 ? ` (${messages.map((m) => `"${m}"`).join(' or ')})` : '';
  return {
    description: description + listed,
    type: 'object',
    properties: { error: { type: 'string' } },
    required: ['error'],
    examples: [{ error: messages[0] }],
  };
}

/** Whether a declared status or range (`4xx`) already covers `status`. */
function declares(responses: Responses, status: number): boolean {
  const range = `${String(status)[0]}xx`;
  return String(status) in responses || range in responses || range.toUpperCase() in responses;
}

/** The failures a route can answer whatever it does: access, write check, validation, limits, database. */
function sharedFailures(
  route: RouteOptions,
  access: Access,
  schema: FastifySchema,
): Array<[number, JsonSchema]> {
  const method = [route.method].flat()[0];
  const isApi = route.url.startsWith('/api');
  const failures: Array<[number, JsonSchema]> = [];
  if (schema.body || schema.querystring || schema.params) {
    failures.push([
      400,
      errorAnswer('The request is not valid (the field is named)', ['Invalid role: Invalid option']),
    ]);
  }
  if (access !== 'public')
    failures.push([
      401,
      errorAnswer('Not signed in, or the account is inactive', [new Unauthenticated().message]),
    ]);
  const forbidden: string[] = [];
  if (access === 'admin') forbidden.push(ADMIN_REQUIRED_MESSAGE);
  if (isApi && WRITES.has(method)) forbidden.push(MISSING_HEADER_MESSAGE, CROSS_SITE_MESSAGE);
  if (forbidden.length) {
    failures.push([
      403,
      errorAnswer('Not allowed: role, or a write without X-Requested-With from another site', forbidden),
    ]);
  }
  if (schema.params)
    failures.push([404, errorAnswer("No such record among the caller's own", [new NotFound().message])]);
  if (route.config?.rateLimit) failures.push([429, errorAnswer('Too many requests', [RATE_LIMITED_MESSAGE])]);
  failures.push([
    500,
    errorAnswer('Unexpected failure (details stay in the server log)', [INTERNAL_ERROR_MESSAGE]),
  ]);
  // Routes that read the session or the database; the probes' liveness and this reference need neither.
  if ((isApi && route.config?.session !== false) || route.url === '/readyz') {
    failures.push([503, errorAnswer('The database cannot be reached', [DATABASE_UNAVAILABLE_MESSAGE])]);
  }
  return failures;
}

const zodToJson = createJsonSchemaTransform({ skipList: [] });

/**
 * Each route's operation: its zod schemas as JSON Schema, then its summary, tag, access level (`x-access`
 * and `security`), the example of its success answer and the failures every route shares.
 */
export const describeRoute: SwaggerTransform = (document) => {
  const { schema: converted, url } = zodToJson(document);
  const schema = (converted ?? {}) as FastifySchema & { hide?: boolean; response?: Responses };
  if (schema.hide) return { schema, url };
  const { route } = document;
  const method = [route.method].flat()[0];
  const access = route.config?.access ?? 'public';
  const operation = OPERATIONS[operationKey(method, route.url)];

  const responses: Responses = { ...schema.response };
  for (const [status, answer] of Object.entries(responses)) {
    if (status.startsWith('2') && !answer.description)
      responses[status] = { description: 'Success', ...answer };
  }
  if (operation?.example) {
    const status = String(operation.example.status);
    responses[status] = { ...responses[status], examples: [operation.example.value] };
  }
  for (const [status, answer] of sharedFailures(route, access, schema)) {
    if (!declares(responses, status)) responses[String(status)] = answer;
  }
  const security = operation?.bearerToken
    ? [{ metricsToken: [] }]
    : access === 'public'
      ? []
      : [{ session: [] }];
  return {
    url,
    schema: {
      ...schema,
      summary: operation?.summary,
      description: `**Access:** ${operation?.bearerToken ? 'a caller presenting the metrics bearer token.' : ACCESS_TEXT[access]}`,
      tags: operation ? [operation.tag] : undefined,
      security,
      'x-access': access,
      response: responses,
    },
  };
};

/** @fastify/swagger's options: OpenAPI 3.1 from the routes' zod schemas. */
export function openApiOptions(config: Config, version: string): FastifyDynamicSwaggerOptions {
  const secure = config.PUBLIC_URL?.startsWith('https://') ?? false;
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'GradeLens API',
        version,
        description:
          'The HTTP API of GradeLens. Every operation states who may call it (`x-access`: public, user or ' +
          'admin). Writes need the header `X-Requested-With: XMLHttpRequest` and a same-origin `Origin`. ' +
          'Failures answer `{"error": "..."}` with a message a person can act on.',
      },
      ...(config.PUBLIC_URL ? { servers: [{ url: config.PUBLIC_URL }] } : {}),
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(secure) },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'The METRICS_TOKEN of the server' },
        },
      },
    },
    transform: describeRoute,
    transformObject: jsonSchemaTransformObject,
  };
}
