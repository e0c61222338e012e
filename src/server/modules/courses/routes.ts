import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { NotFound } from '../../domain/errors.js';
import {
  assignmentsResponseSchema,
  courseFilterSchema,
  deleteResponseSchema,
  filteredCoursesResponseSchema,
  idParamsSchema,
} from '../../../shared/api/student.js';
import { clearCourses, courseAssignments, filteredCourses } from './service.js';

const filterQuerySchema = z.object({ filter: courseFilterSchema.default('all') });

export function courseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/courses/filtered',
      {
        config: { access: 'user' },
        schema: { querystring: filterQuerySchema, response: { 200: filteredCoursesResponseSchema } },
      },
      async (request) => filteredCourses(ctx.db, currentUser(request).id, request.query.filter),
    );

    app.get(
      '/api/assignments/course/:id',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: assignmentsResponseSchema } },
      },
      async (request) => {
        const list = await courseAssignments(ctx.db, currentUser(request).id, request.params.id);
        if (!list) throw new NotFound('Course not found.');
        return list;
      },
    );

    app.delete(
      '/api/courses/clear',
      { config: { access: 'user' }, schema: { response: { 200: deleteResponseSchema } } },
      async (request) => ({ ok: true, deleted: await clearCourses(ctx.db, currentUser(request).id) }),
    );
  };
}
