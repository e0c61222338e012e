/** The public file of this module: what other modules and the rest of the server may use of it. */
export { authRoutes } from './routes.js';
export { oidcRoutes } from './oidc-routes.js';
export {
  clearSessionCookie,
  deleteExpiredSessions,
  deleteUserSessions,
  loadSessionUser,
  readSessionToken,
  sessionCookieName,
  type SessionUser,
} from './sessions.js';
export { deleteExpiredPendingSignIns } from './oidc-pending.js';
export { ensureConfiguredDomain, isEmailAllowed } from './users.js';
