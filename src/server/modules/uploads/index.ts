/** The public file of this module: what other modules and the rest of the server may use of it. */
export { uploadRoutes } from './routes.js';
export { closeStaleUploadLogs, startUploadLog } from './log.js';
export { storeUpload } from './store.js';
