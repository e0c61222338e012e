import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import {
  adminUserListSchema,
  adminUserSchema,
  allowedDomainListSchema,
  allowedDomainSchema,
  dashboardSchema,
  domainCreateSchema,
  domainIdParamsSchema,
  okSchema,
  roleUpdateSchema,
  settingKeyParamsSchema,
  settingUpdateSchema,
  statusUpdateSchema,
  systemSettingListSchema,
  systemSettingSchema,
  uploadLogListSchema,
  uploadLogQuerySchema,
  userIdParamsSchema,
} from '../../../shared/api/admin.js';
import {
  addAllowedDomain,
  changeDomainStatus,
  changeSetting,
  changeUserRole,
  changeUserStatus,
  removeDomain,
  restoreDefaultSettings,
} from './actions.js';
import { getDashboard } from './dashboard.js';
import { listDomains } from './domains.js';
import { listUploadLogs } from './logs.js';
import { listSettings } from './settings.js';
import { listUsers } from './users.js';

const admin = { access: 'admin' } as const;

/** The admin area's API (spec section 7): every route is for administrators only. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get('/api/admin/dashboard', { config: admin, schema: { response: { 200: dashboardSchema } } }, () =>
      getDashboard(db),
    );

    app.get(
      '/api/admin/upload-logs',
      {
        config: admin,
        schema: { querystring: uploadLogQuerySchema, response: { 200: uploadLogListSchema } },
      },
      (request) => listUploadLogs(db, request.query),
    );

    app.get('/api/admin/users', { config: admin, schema: { response: { 200: adminUserListSchema } } }, () =>
      listUsers(db),
    );

    app.patch(
      '/api/admin/users/:userId/role',
      {
        config: admin,
        schema: { params: userIdParamsSchema, body: roleUpdateSchema, response: { 200: adminUserSchema } },
      },
      (request) =>
        changeUserRole(db, request, currentUser(request), request.params.userId, request.body.role),
    );

    app.patch(
      '/api/admin/users/:userId/status',
      {
        config: admin,
        schema: { params: userIdParamsSchema, body: statusUpdateSchema, response: { 200: adminUserSchema } },
      },
      (request) =>
        changeUserStatus(db, request, currentUser(request), request.params.userId, request.body.isActive),
    );

    app.get(
      '/api/admin/settings',
      { config: admin, schema: { response: { 200: systemSettingListSchema } } },
      () => listSettings(db),
    );

    app.post(
      '/api/admin/settings/defaults',
      { config: admin, schema: { response: { 200: systemSettingListSchema } } },
      (request) => restoreDefaultSettings(db, request, currentUser(request)),
    );

    app.put(
      '/api/admin/settings/:key',
      {
        config: admin,
        schema: {
          params: settingKeyParamsSchema,
          body: settingUpdateSchema,
          response: { 200: systemSettingSchema },
        },
      },
      (request) => changeSetting(db, request, currentUser(request), request.params.key, request.body.value),
    );

    app.get(
      '/api/admin/domains',
      { config: admin, schema: { response: { 200: allowedDomainListSchema } } },
      () => listDomains(db),
    );

    app.post(
      '/api/admin/domains',
      { config: admin, schema: { body: domainCreateSchema, response: { 201: allowedDomainSchema } } },
      async (request, reply) => {
        const domain = await addAllowedDomain(db, request, currentUser(request), request.body.domain);
        return reply.code(201).send(domain);
      },
    );

    app.patch(
      '/api/admin/domains/:domainId/status',
      {
        config: admin,
        schema: {
          params: domainIdParamsSchema,
          body: statusUpdateSchema,
          response: { 200: allowedDomainSchema },
        },
      },
      (request) =>
        changeDomainStatus(db, request, currentUser(request), request.params.domainId, request.body.isActive),
    );

    app.delete(
      '/api/admin/domains/:domainId',
      { config: admin, schema: { params: domainIdParamsSchema, response: { 200: okSchema } } },
      (request) => removeDomain(db, ctx.config, request, currentUser(request), request.params.domainId),
    );
  };
}
