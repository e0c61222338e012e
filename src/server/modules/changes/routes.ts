import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { NotFound } from '../../domain/errors.js';
import { idParamsSchema } from '../../../shared/api/student.js';
import {
  changesQuerySchema,
  changesResponseSchema,
  courseHistorySchema,
  courseTrendsSchema,
  reportChangesSchema,
} from '../../../shared/api/changes.js';
import { changesTimeline, courseHistory, courseTrends, reportChanges } from './service.js';

export function changeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/changes',
      {
        config: { access: 'user' },
        schema: { querystring: changesQuerySchema, response: { 200: changesResponseSchema } },
      },
      async (request) => {
        const timeline = await changesTimeline(ctx.db, currentUser(request).id, request.query.courseId);
        if (!timeline) throw new NotFound('Course not found.');
        return timeline;
      },
    );

    app.get(
      '/api/reports/:id/changes',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: reportChangesSchema } },
      },
      async (request) => {
        const changes = await reportChanges(ctx.db, currentUser(request).id, request.params.id);
        if (!changes) throw new NotFound('Report not found.');
        return changes;
      },
    );

    app.get(
      '/api/courses/:id/history',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: courseHistorySchema } },
      },
      async (request) => {
        const history = await courseHistory(ctx.db, currentUser(request).id, request.params.id);
        if (!history) throw new NotFound('Course not found.');
        return history;
      },
    );

    app.get(
      '/api/courses/trends',
      { config: { access: 'user' }, schema: { response: { 200: courseTrendsSchema } } },
      async (request) => courseTrends(ctx.db, currentUser(request).id),
    );
  };
}
