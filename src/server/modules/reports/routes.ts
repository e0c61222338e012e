import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { attachmentDisposition } from '../../http/download.js';
import { NotFound } from '../../domain/errors.js';
import {
  deleteResponseSchema,
  historyResponseSchema,
  idParamsSchema,
  reportDetailSchema,
} from '../../../shared/api/student.js';
import { allGradesCsv, reportGradesCsvFile } from './csv.js';
import { deleteGrade, deleteReport, findReportDetail, findReportFile, listHistory } from './service.js';

const REPORT_NOT_FOUND = 'Report not found.';
const CSV_TYPE = 'text/csv; charset=utf-8';

/** A download's answer: a file of `contentType`, described for the API reference. */
function fileResponse(contentType: string, description: string) {
  return {
    200: { description, content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } } },
  };
}
const csvResponse = fileResponse('text/csv', 'Grades as CSV (UTF-8 with BOM), as an attachment');

export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/history',
      { config: { access: 'user' }, schema: { response: { 200: historyResponseSchema } } },
      async (request) => listHistory(ctx.db, currentUser(request).id),
    );

    app.get(
      '/api/reports/:id',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: reportDetailSchema } },
      },
      async (request) => {
        const report = await findReportDetail(ctx.db, currentUser(request).id, request.params.id);
        if (!report) throw new NotFound(REPORT_NOT_FOUND);
        return report;
      },
    );

    app.delete(
      '/api/reports/:id',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } },
      },
      async (request) => {
        if (!(await deleteReport(ctx.db, currentUser(request).id, request.params.id))) {
          throw new NotFound(REPORT_NOT_FOUND);
        }
        return { ok: true };
      },
    );

    app.delete(
      '/api/grades/:id',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: { 200: deleteResponseSchema } },
      },
      async (request) => {
        if (!(await deleteGrade(ctx.db, currentUser(request).id, request.params.id))) {
          throw new NotFound('Grade not found.');
        }
        return { ok: true };
      },
    );

    app.get(
      '/api/reports/:id/file',
      {
        config: { access: 'user' },
        schema: { params: idParamsSchema, response: fileResponse('application/pdf', 'The PDF as uploaded') },
      },
      async (request, reply) => {
        const file = await findReportFile(ctx.db, currentUser(request).id, request.params.id);
        if (!file) throw new NotFound(REPORT_NOT_FOUND);
        const name = /\.pdf$/i.test(file.fileName) ? file.fileName : `${file.fileName}.pdf`;
        // The bytes go out as they are: the response schema describes them only for the API reference.
        return (reply as FastifyReply)
          .type('application/pdf')
          .header('Content-Disposition', attachmentDisposition(name))
          .header('Cache-Control', 'private, no-store')
          .send(file.pdf);
      },
    );

    app.get(
      '/api/reports/:id/grades.csv',
      { config: { access: 'user' }, schema: { params: idParamsSchema, response: csvResponse } },
      async (request, reply) => {
        const file = await reportGradesCsvFile(ctx.db, currentUser(request).id, request.params.id);
        if (!file) throw new NotFound(REPORT_NOT_FOUND);
        return reply
          .type(CSV_TYPE)
          .header('Content-Disposition', attachmentDisposition(file.fileName))
          .header('Cache-Control', 'private, no-store')
          .send(file.csv);
      },
    );

    app.get(
      '/api/reports.csv',
      { config: { access: 'user' }, schema: { response: csvResponse } },
      async (request, reply) => {
        const csv = await allGradesCsv(ctx.db, currentUser(request).id);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type(CSV_TYPE)
          .header('Content-Disposition', attachmentDisposition(`gradelens-grades-${day}.csv`))
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );
  };
}
