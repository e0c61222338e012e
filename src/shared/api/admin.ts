import { z } from 'zod';
import { ACTIVE_FLAGS, UPLOAD_STATUSES } from '../enums.js';
import { DEFAULT_UPLOAD_LOG_LIMIT, UPLOAD_LOG_LIMITS } from '../limits.js';
import { roleSchema } from './auth.js';

/** The admin API contract (spec sections 3 and 7). Active flags travel as the strings 'true' / 'false'. */
export const activeFlagSchema = z.enum(ACTIVE_FLAGS);
export type ActiveFlag = z.infer<typeof activeFlagSchema>;

export const uploadStatusSchema = z.enum(UPLOAD_STATUSES);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

export const uploadLogSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The uploader's e-mail, shown beside the truncated id. */
  userEmail: z.string().nullable(),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number(),
  status: uploadStatusSchema,
  /** Seconds, or null while processing. */
  processingTime: z.number().nullable(),
  assignmentsFound: z.number(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type UploadLog = z.infer<typeof uploadLogSchema>;
export const uploadLogListSchema = z.array(uploadLogSchema);

export const dashboardSchema = z.object({
  systemStats: z.object({
    totalUsers: z.number(),
    totalReports: z.number(),
    successfulUploads: z.number(),
    failedUploads: z.number(),
    /** Seconds, mean over finished uploads; 0 when there are none. */
    averageProcessingTime: z.number(),
  }),
  activeUsers: z.number(),
  recentActivity: uploadLogListSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
/** How many log rows the dashboard's Recent Activity shows. */
export const DASHBOARD_RECENT_ACTIVITY = 10;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
  isActive: activeFlagSchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  reportCount: z.number(),
  /** Time of the user's latest upload attempt, or null. */
  lastUpload: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

export const userIdParamsSchema = z.object({ userId: z.uuid() });
export const roleUpdateSchema = z.object({ role: roleSchema });
export const statusUpdateSchema = z.object({ isActive: activeFlagSchema });

export const systemSettingSchema = z.object({
  id: z.string(),
  settingKey: z.string(),
  settingValue: z.string(),
  description: z.string().nullable(),
  updatedAt: z.string(),
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;
export const systemSettingListSchema = z.array(systemSettingSchema);
export const settingKeyParamsSchema = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must be letters, digits and underscores')
    .transform((k) => k.toUpperCase()),
});
export const settingUpdateSchema = z.object({ value: z.string().max(10_000) });

export const allowedDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  isActive: activeFlagSchema,
  addedAt: z.string(),
});
export type AllowedDomain = z.infer<typeof allowedDomainSchema>;
export const allowedDomainListSchema = z.array(allowedDomainSchema);
export const domainIdParamsSchema = z.object({ domainId: z.uuid() });
export const domainCreateSchema = z.object({ domain: z.string().max(300) });

export const uploadLogQuerySchema = z.object({
  limit: z.coerce
    .number()
    .refine((n) => (UPLOAD_LOG_LIMITS as readonly number[]).includes(n), {
      message: `must be one of ${UPLOAD_LOG_LIMITS.join(', ')}`,
    })
    .default(DEFAULT_UPLOAD_LOG_LIMIT),
  status: z.enum(['all', ...UPLOAD_STATUSES]).default('all'),
});
export type UploadLogStatusFilter = z.infer<typeof uploadLogQuerySchema>['status'];

export const okSchema = z.object({ ok: z.literal(true) });
