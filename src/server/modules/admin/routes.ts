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
import { audited } from './audited.js';
import { getDashboard } from './dashboard.js';
import { addDomain, deleteDomain, listDomains, setDomainStatus } from './domains.js';
import { listUploadLogs } from './logs.js';
import { createDefaultSettings, listSettings, putSetting } from './settings.js';
import { listUsers, setUserRole, setUserStatus } from './users.js';

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
      (request) => {
        const { userId } = request.params;
        return audited(
          ctx,
          request,
          { action: 'admin.user.role', targetType: 'user', targetId: userId },
          () => setUserRole(db, userId, request.body.role),
        );
      },
    );

    app.patch(
      '/api/admin/users/:userId/status',
      {
        config: admin,
        schema: { params: userIdParamsSchema, body: statusUpdateSchema, response: { 200: adminUserSchema } },
      },
      (request) => {
        const { userId } = request.params;
        return audited(
          ctx,
          request,
          { action: 'admin.user.status', targetType: 'user', targetId: userId },
          () => setUserStatus(db, currentUser(request).id, userId, request.body.isActive),
        );
      },
    );

    app.get(
      '/api/admin/settings',
      { config: admin, schema: { response: { 200: systemSettingListSchema } } },
      () => listSettings(db),
    );

    app.post(
      '/api/admin/settings/defaults',
      { config: admin, schema: { response: { 200: systemSettingListSchema } } },
      (request) =>
        audited(
          ctx,
          request,
          { action: 'admin.settings.defaults', targetType: 'setting', targetId: '*' },
          () => createDefaultSettings(db, currentUser(request).id),
        ),
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
      (request) => {
        const { key } = request.params;
        return audited(
          ctx,
          request,
          { action: 'admin.setting.update', targetType: 'setting', targetId: key },
          () => putSetting(db, currentUser(request).id, key, request.body.value),
        );
      },
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
        const domain = await audited(
          ctx,
          request,
          {
            action: 'admin.domain.add',
            targetType: 'domain',
            targetId: request.body.domain.trim().toLowerCase(),
          },
          () => addDomain(db, currentUser(request).id, request.body.domain),
        );
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
      (request) => {
        const { domainId } = request.params;
        return audited(
          ctx,
          request,
          { action: 'admin.domain.status', targetType: 'domain', targetId: domainId },
          () => setDomainStatus(db, domainId, request.body.isActive),
        );
      },
    );

    app.delete(
      '/api/admin/domains/:domainId',
      { config: admin, schema: { params: domainIdParamsSchema, response: { 200: okSchema } } },
      (request) => {
        const { domainId } = request.params;
        return audited(
          ctx,
          request,
          { action: 'admin.domain.delete', targetType: 'domain', targetId: domainId },
          () => deleteDomain(db, ctx.config, domainId),
        );
      },
    );
  };
}
