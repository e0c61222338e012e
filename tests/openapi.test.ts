/**
 * The OpenAPI document: it validates as OpenAPI 3.1, every registered route is in it with its access level,
 * summary, success schema, shared failures and example, and a route without a schema is caught.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAccessControl, type RegisteredRoute } from '../src/server/http/access.js';
import { DOCS_PREFIX } from '../src/server/modules/docs/routes.js';
import { documentationGaps, openApiPath, type OpenApiDocument } from '../src/server/openapi/coverage.js';
import { openApiOptions } from '../src/server/openapi/document.js';
import { OPERATIONS, operationKey } from '../src/server/openapi/operations.js';
import { createTestApp } from './support/app.js';

type Operation = {
  security?: unknown[];
  'x-access'?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { example?: unknown; examples?: unknown }> }>;
};

describe('OpenAPI document', async () => {
  const t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = res.json() as OpenApiDocument & {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  };
  /** The API's routes; the reference page's own files are not part of the API. */
  const apiRoutes = t.app.registeredRoutes.filter((r) => !r.url.startsWith(DOCS_PREFIX));
  const operation = (r: RegisteredRoute) => document.paths[openApiPath(r.url)][r.method.toLowerCase()];

  it('is served at /api/openapi.json and validates as OpenAPI 3.1', async () => {
    expect(res.statusCode).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('documents every registered route with its summary, success schema and declared access', () => {
    expect(apiRoutes.length).toBeGreaterThan(30);
    expect(documentationGaps(document, apiRoutes)).toEqual([]);
  });

  it('has an entry for every route and none for a route that does not exist', () => {
    const registered = new Set(apiRoutes.map((r) => operationKey(r.method, r.url)));
    expect(Object.keys(OPERATIONS).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('states who may call each route: security and the errors its access brings', () => {
    for (const route of apiRoutes) {
      const op = operation(route);
      const label = `${route.method} ${route.url}`;
      if (route.url === '/metrics') {
        expect(op.security, label).toEqual([{ metricsToken: [] }]);
      } else {
        expect(op.security, label).toEqual(route.access === 'public' ? [] : [{ session: [] }]);
      }
      expect(op.tags, label).toHaveLength(1);
      const statuses = Object.keys(op.responses).map((s) => s.toLowerCase());
      const declaresRange = (s: string) => statuses.includes(s) || statuses.includes(`${s[0]}xx`);
      if (route.access !== 'public') expect(declaresRange('401'), label).toBe(true);
      if (route.access === 'admin') expect(declaresRange('403'), label).toBe(true);
      if (route.url.startsWith('/api/') && route.url !== '/api/openapi.json') {
        expect(declaresRange('503'), label).toBe(true);
      }
      if (route.url.includes(':')) expect(declaresRange('404'), label).toBe(true);
    }
    const forbidden = operation({ method: 'PATCH', url: '/api/admin/users/:userId/role', access: 'admin' });
    const refusal = forbidden.responses['403'] as {
      description?: string;
      content?: Record<string, { example?: unknown }>;
    };
    expect(refusal.content?.['application/json'].example).toEqual({
      error: 'Administrator privileges are required.',
    });
    expect(refusal.description).toContain('"Missing the X-Requested-With header."');
  });

  it('shows an example of each JSON success answer, and each example satisfies its schema', () => {
    for (const [key, entry] of Object.entries(OPERATIONS)) {
      if (!entry.example) continue;
      expect(() => entry.example!.schema.parse(entry.example!.value), key).not.toThrow();
      const [method, url] = key.split(' ');
      const op = document.paths[openApiPath(url)][method.toLowerCase()];
      const media = op.responses[String(entry.example.status)].content?.['application/json'];
      expect(media?.example, key).toEqual(JSON.parse(JSON.stringify(entry.example.value)));
    }
    const jsonRoutes = apiRoutes.filter((r) => {
      const success = Object.entries(operation(r).responses).find(([s]) => s.startsWith('2'));
      return (
        success?.[1].content?.['application/json'] &&
        !['/api/openapi.json', '/healthz', '/readyz'].includes(r.url)
      );
    });
    const withoutExample = jsonRoutes.filter((r) => !OPERATIONS[operationKey(r.method, r.url)]?.example);
    expect(withoutExample.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('catches a route registered without a schema', async () => {
    const app = Fastify().withTypeProvider();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const routes: RegisteredRoute[] = [];
    registerAccessControl(app, routes);
    await app.register(swagger, openApiOptions(t.config, '0.0.0'));
    const me = { response: { 200: z.object({ id: z.string() }) } };
    app.get('/api/auth/me', { config: { access: 'public' }, schema: me }, () => ({ id: 'u1' }));
    app.get('/api/undocumented', { config: { access: 'user' } }, () => ({ ok: true }));
    await app.ready();
    const gaps = documentationGaps(app.swagger() as OpenApiDocument, routes);
    await app.close();
    expect(gaps).toEqual([
      'GET /api/undocumented has no summary (add it to OPERATIONS)',
      'GET /api/undocumented declares no response schema for its success',
    ]);
  });
});
