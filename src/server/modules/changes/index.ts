/** The public file of this module: what other modules and the rest of the server may use of it. */
export { changeRoutes } from './routes.js';
export { coursesWithNewerReport, recordCourseChanges } from './service.js';
