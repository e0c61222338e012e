import type { RegisteredRoute } from '../http/access.js';

interface OperationObject {
  summary?: string;
  'x-access'?: string;
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OperationObject>>;
}

/** The document's path of a route: `/api/reports/:id` is `/api/reports/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/** A success answer with a body schema, or a declared redirect. */
function hasSuccessSchema(operation: OperationObject): boolean {
  return Object.entries(operation.responses ?? {}).some(
    ([status, response]) =>
      /^3/.test(status) ||
      (/^2/.test(status) &&
        Object.values(response.content ?? {}).some((media) => Object.keys(media.schema ?? {}).length > 0)),
  );
}

/**
 * What the document lacks about the given routes, one line per problem: a route missing, without a
 * summary, without the schema of its success answer, or with another access level than it declares.
 */
export function documentationGaps(document: OpenApiDocument, routes: RegisteredRoute[]): string[] {
  const gaps: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    const operation = document.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) {
      gaps.push(`${name} is not in the document`);
      continue;
    }
    if (!operation.summary) gaps.push(`${name} has no summary (add it to OPERATIONS)`);
    if (!hasSuccessSchema(operation)) gaps.push(`${name} declares no response schema for its success`);
    if (operation['x-access'] !== route.access) {
      gaps.push(`${name} is documented as ${operation['x-access']}, declared ${route.access}`);
    }
  }
  return gaps;
}
