/** The public file of this module: what other modules and the rest of the server may use of it. */
export { planningRoutes } from './routes.js';
export { userScenarios, weightsByCourse } from './service.js';
