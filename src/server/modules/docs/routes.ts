import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declareScopeAccess } from '../../http/access.js';
import { DOCS_THEME_CSS } from './theme.js';

/** Where the API reference page lives; its files are served from the swagger-ui package, no CDN. */
export const DOCS_PREFIX = '/api/docs';

const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** The OpenAPI document and the reference page built from it: public, and they never read the session. */
export function docsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/openapi.json',
      {
        config: { access: 'public', session: false },
        schema: { response: { 200: openApiDocumentSchema } },
      },
      () => app.swagger() as z.input<typeof openApiDocumentSchema>,
    );

    await app.register(async (page) => {
      declareScopeAccess(page, { access: 'public', session: false });
      await page.register(swaggerUi, {
        routePrefix: DOCS_PREFIX,
        theme: { title: 'GradeLens API', css: [{ filename: 'gradelens.css', content: DOCS_THEME_CSS }] },
        // The base layout has no top bar (its logo and URL box); links inside the operations' buttons
        // (deep linking) would nest one control in another.
        uiConfig: {
          layout: 'BaseLayout',
          deepLinking: false,
          showExtensions: true,
          docExpansion: 'list',
          tryItOutEnabled: false,
        },
        // No call to swagger.io's validator badge: the page talks only to this server.
        validatorUrl: false,
      });
    });
  };
}
