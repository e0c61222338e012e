import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { NotFound } from '../../domain/errors.js';
import { deleteResponseSchema, idParamsSchema } from '../../../shared/api/student.js';
import {
  courseWeightsSchema,
  saveScenarioSchema,
  savedScenarioSchema,
  savedScenariosSchema,
  saveWeightsSchema,
} from '../../../shared/api/planning.js';
import {
  clearWeights,
  deleteScenario,
  getWeights,
  listScenarios,
  ownCourse,
  saveScenario,
  saveWeights,
} from './service.js';

/** A scenario or a set of weights is a few kilobytes; a body far beyond that is refused with 413. */
const PLANNING_BODY_LIMIT = 256 * 1024;

/**
 * Before the body is read: another student's course (or no course) is 404 whatever the body says, so a
 * stranger learns nothing from how the body would have been judged.
 */
function courseOfCaller(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const parsed = idParamsSchema.safeParse(request.params);
    if (!parsed.success) throw new NotFound('Course not found.');
    await ownCourse(ctx.db, currentUser(request).id, parsed.data.id);
  };
}

/** Saved what-if scenarios and category weights of the caller's own courses. */
export function planningRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/courses/:id/scenarios',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: savedScenariosSchema } },
      },
      async (request) => listScenarios(ctx.db, currentUser(request).id, request.params.id),
    );

    app.post(
      '/api/courses/:id/scenarios',
      {
        config: { access: 'user' },
        bodyLimit: PLANNING_BODY_LIMIT,
        preValidation: courseOfCaller(ctx),
        schema: { params: idParamsSchema, body: saveScenarioSchema, response: { 200: savedScenarioSchema } },
      },
      async (request) => saveScenario(ctx.db, currentUser(request).id, request.params.id, request.body),
    );

    app.delete(
      '/api/scenarios/:id',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } },
      },
      async (request) => {
        await deleteScenario(ctx.db, currentUser(request).id, request.params.id);
        return { ok: true };
      },
    );

    app.get(
      '/api/courses/:id/weights',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: courseWeightsSchema } },
      },
      async (request) => ({ weights: await getWeights(ctx.db, currentUser(request).id, request.params.id) }),
    );

    app.put(
      '/api/courses/:id/weights',
      {
        config: { access: 'user' },
        bodyLimit: PLANNING_BODY_LIMIT,
        preValidation: courseOfCaller(ctx),
        schema: { params: idParamsSchema, body: saveWeightsSchema, response: { 200: courseWeightsSchema } },
      },
      async (request) => ({
        weights: await saveWeights(ctx.db, currentUser(request).id, request.params.id, request.body.weights),
      }),
    );

    app.delete(
      '/api/courses/:id/weights',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } },
      },
      async (request) => {
        await clearWeights(ctx.db, currentUser(request).id, request.params.id);
        return { ok: true };
      },
    );
  };
}
