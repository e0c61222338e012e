import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { accountRoutes } from './account/routes.js';
import { adminRoutes } from './admin/routes.js';
import { authRoutes } from './auth/routes.js';
import { changeRoutes } from './changes/routes.js';
import { oidcRoutes } from './auth/oidc-routes.js';
import { courseRoutes } from './courses/routes.js';
import { docsRoutes } from './docs/routes.js';
import { healthRoutes } from './health/routes.js';
import { metricsRoutes } from './metrics/routes.js';
import { planningRoutes } from './planning/routes.js';
import { reportRoutes } from './reports/routes.js';
import { uploadRoutes } from './uploads/routes.js';

/** Every route module of the server. Each route in them declares its access. */
export const routeModules: Array<(ctx: AppContext) => FastifyPluginAsyncZod> = [
  healthRoutes,
  authRoutes,
  oidcRoutes,
  uploadRoutes,
  reportRoutes,
  courseRoutes,
  planningRoutes,
  changeRoutes,
  accountRoutes,
  adminRoutes,
  docsRoutes,
  metricsRoutes,
];
