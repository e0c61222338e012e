import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { accountRoutes } from './account/index.js';
import { adminRoutes } from './admin/index.js';
import { authRoutes, oidcRoutes } from './auth/index.js';
import { changeRoutes } from './changes/index.js';
import { courseRoutes } from './courses/index.js';
import { docsRoutes } from './docs/index.js';
import { healthRoutes } from './health/index.js';
import { metricsRoutes } from './metrics/index.js';
import { planningRoutes } from './planning/index.js';
import { reportRoutes } from './reports/index.js';
import { uploadRoutes } from './uploads/index.js';

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
