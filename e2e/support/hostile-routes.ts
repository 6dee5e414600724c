/**
 * The routes the gateway documents at /api/docs-json, as the hostile-input sweep (e2e/api/hostile-input.spec.ts)
 * reads them: each one's method, path, parameters and documented body fields.
 */

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

export interface Schema {
  $ref?: string;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  type?: string;
  format?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
}

export interface Route {
  method: string;
  /** As documented, e.g. /api/members/{id}. */
  path: string;
  pathParams: string[];
  queryParams: Record<string, Schema>;
  /** Documented JSON body fields, with their schemas. */
  jsonFields?: Record<string, Schema>;
  /** Documented multipart fields: text fields and file fields. */
  multipart?: { text: string[]; files: string[] };
}

function resolve(schema: Schema | undefined, components: Record<string, Schema>): Record<string, Schema> {
  if (!schema) return {};
  if (schema.$ref) return resolve(components[schema.$ref.split('/').pop()!], components);
  const own = schema.properties ?? {};
  return Object.assign({}, ...(schema.allOf ?? []).map((part) => resolve(part, components)), own);
}

export function routesOf(docs: any): Route[] {
  const components = (docs.components?.schemas ?? {}) as Record<string, Schema>;
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(docs.paths as Record<string, Record<string, any>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? []) as Array<{ in: string; name: string; schema?: Schema }>;
      const content = (operation.requestBody?.content ?? {}) as Record<string, { schema?: Schema }>;
      const route: Route = {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
      };
      if (content['application/json']) {
        const fields = resolve(content['application/json'].schema, components);
        route.jsonFields = Object.fromEntries(Object.entries(fields).filter(([, s]) => s.format !== 'binary'));
      }
      if (content['multipart/form-data']) {
        const fields = resolve(content['multipart/form-data'].schema, components);
        route.multipart = {
          text: Object.keys(fields).filter((name) => fields[name].format !== 'binary'),
          files: Object.keys(fields).filter((name) => fields[name].format === 'binary'),
        };
      }
      routes.push(route);
    }
  }
  return routes;
}

export const hasBody = (route: Route) => !['GET', 'HEAD'].includes(route.method);

/** The path with each parameter filled: an unknown uuid, or `values[name]` where given. */
export function fill(route: Route, values: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? UNKNOWN);
}
