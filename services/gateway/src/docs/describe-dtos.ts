import type { INestApplicationContext, Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { declaredBodyClasses } from './api-body.decorators';
import { hasValidationRules, SCHEMA_REF_PREFIX, schemaOfDto, validatedClassNamed } from './validation-schemas';

export interface Handler {
  controller: Type;
  method: string;
}

/**
 * Fills the document from the DTO classes the handlers validate with: every component schema named after a
 * body class (swagger names them after the `@Body()` type but, without @ApiProperty, leaves them empty)
 * becomes the class's validation rules, and a whole-object `@Query()` DTO becomes one query parameter per property.
 */
export function describeDtos(document: OpenAPIObject, app: INestApplicationContext): void {
  const handlers = handlersByOperationId(app);
  const bodyClasses = new Map<string, Type>([...declaredBodyClasses].map((dto) => [dto.name, dto]));
  for (const [, , operation] of operations(document)) {
    const handler = operation.operationId ? handlers.get(operation.operationId) : undefined;
    if (!handler) continue;
    const body = dtoParameter(handler, RouteParamtypes.BODY);
    if (body) bodyClasses.set(body.name, body);
    const query = dtoParameter(handler, RouteParamtypes.QUERY);
    if (query) describeQuery(operation, query);
  }
  fillComponentSchemas(document, bodyClasses);
}

/** Each operation with its path and method. */
export function operations(document: OpenAPIObject): [path: string, method: string, operation: OperationObject][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(method))
      .map(([method, operation]): [string, string, OperationObject] => [path, method, operation as OperationObject]),
  );
}

/** Swagger's default operation id is `<Controller>_<method>`: the way back from an operation to its handler. */
export function handlersByOperationId(app: INestApplicationContext): Map<string, Handler> {
  const handlers = new Map<string, Handler>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        if (method !== 'constructor') handlers.set(`${controller.name}_${method}`, { controller, method });
      }
    }
  }
  return handlers;
}

/** The DTO class of a whole-object `@Body()` or `@Query()` parameter: the type the ValidationPipe validates with. */
function dtoParameter({ controller, method }: Handler, kind: RouteParamtypes): Type | undefined {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, method) ?? []) as unknown[];
  for (const [key, arg] of Object.entries(args)) {
    const type = types[arg.index];
    if (key.split(':')[0] === String(kind) && arg.data === undefined && hasValidationRules(type)) return type;
  }
  return undefined;
}

function describeQuery(operation: OperationObject, dto: Type): void {
  const schema = schemaOfDto(dto);
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {});
  const names = new Set(properties.map(([name]) => name));
  const kept = (operation.parameters ?? []).filter((p) => !('in' in p && p.in === 'query' && names.has(p.name)));
  operation.parameters = [
    ...kept,
    ...properties.map(([name, property]): ParameterObject => {
      // A query string has no null: an absent parameter is how a client leaves an optional one out.
      const schema: SchemaObject = { ...(property as SchemaObject) };
      delete schema.nullable;
      return { name, in: 'query', required: required.has(name), schema };
    }),
  ];
}

function fillComponentSchemas(document: OpenAPIObject, bodyClasses: Map<string, Type>): void {
  const schemas = ((document.components ??= {}).schemas ??= {});
  const byName = (name: string): Type | undefined => bodyClasses.get(name) ?? validatedClassNamed(name);
  const pending = [...new Set([...Object.keys(schemas), ...referencedSchemas(document.paths)])];
  const done = new Set<string>();
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (done.has(name)) continue;
    done.add(name);
    const dto = byName(name);
    if (!dto || !hasValidationRules(dto)) continue;
    schemas[name] = schemaOfDto(dto);
    pending.push(...referencedSchemas(schemas[name]));
  }
}

/** Names of the component schemas that `$ref`s inside `value` point at. */
function referencedSchemas(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedSchemas);
  if (!value || typeof value !== 'object') return [];
  const ref = (value as ReferenceObject).$ref;
  const own = typeof ref === 'string' && ref.startsWith(SCHEMA_REF_PREFIX) ? [ref.slice(SCHEMA_REF_PREFIX.length)] : [];
  return [...own, ...Object.values(value).flatMap(referencedSchemas)];
}
