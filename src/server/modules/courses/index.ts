/** The public file of this module: what other modules and the rest of the server may use of it. */
export { courseRoutes } from './routes.js';
export { listCourses } from './service.js';
export { presentAssignment, presentCourse } from './present.js';
