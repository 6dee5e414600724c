import type { INestApplicationContext } from '@nestjs/common';
import type { OpenAPIObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { ANSWER_METADATA, type AnswerSpec } from './api-answer.decorators';
import generatedAnswerSchemas from './answer-schemas.generated.json';
import { handlersByOperationId, operations } from './describe-dtos';
import { SCHEMA_REF_PREFIX } from './validation-schemas';

export type AnswerSchemas = Record<string, SchemaObject>;

/** The answer schemas generated from AnswerShapes (`npm run generate:api` writes them; a test checks they are current). */
export const committedAnswerSchemas = generatedAnswerSchemas as unknown as AnswerSchemas;

const BINARY: SchemaObject = { type: 'string', format: 'binary' };

/**
 * Gives each operation whose handler names its answer (`@ApiAnswer` and its kin) the schema of that answer
 * on its success status, and adds the answer schemas to the components.
 */
export function describeAnswers(
  document: OpenAPIObject,
  app: INestApplicationContext,
  schemas: AnswerSchemas = committedAnswerSchemas,
): void {
  const components = ((document.components ??= {}).schemas ??= {});
  for (const [name, schema] of Object.entries(schemas)) {
    if (components[name]) throw new Error(`The answer schema ${name} has the name of a request schema; rename one`);
    components[name] = schema;
  }
  const handlers = handlersByOperationId(app);
  for (const [, , operation] of operations(document)) {
    const handler = operation.operationId ? handlers.get(operation.operationId) : undefined;
    if (!handler) continue;
    const method = (handler.controller.prototype as Record<string, unknown>)[handler.method] as object;
    const spec = Reflect.getMetadata(ANSWER_METADATA, method) as AnswerSpec | undefined;
    if (!spec) continue;
    const responses = operation.responses;
    const status = Object.keys(responses).find((code) => code.startsWith('2')) ?? '200';
    const response = (responses[status] ??= { description: '' }) as ResponseObject;
    response.description ||= 'Success';
    response.content = contentOf(spec);
  }
}

function contentOf(spec: AnswerSpec): NonNullable<ResponseObject['content']> {
  if (spec.kind === 'file') return Object.fromEntries(spec.mediaTypes.map((type) => [type, { schema: BINARY }]));
  const ref: ReferenceObject = { $ref: `${SCHEMA_REF_PREFIX}${spec.name}` };
  let schema: SchemaObject | ReferenceObject = ref;
  if (spec.list) schema = { type: 'array', items: ref };
  else if (spec.nullable) schema = { allOf: [ref], nullable: true };
  return {
    'application/json': { schema },
    ...(spec.alsoFile ? { [spec.alsoFile]: { schema: BINARY } } : {}),
  };
}

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema (draft 7) that the generator writes for AnswerShapes, as OpenAPI 3.0 component schemas:
 * one per AnswerShapes key and per named type they use. 3.0 has `nullable` instead of a `null` type and
 * `enum` instead of `const`.
 */
export function answerSchemasFromJsonSchema(root: {
  properties: Record<string, JsonSchema>;
  definitions: Record<string, JsonSchema>;
}): AnswerSchemas {
  const out: AnswerSchemas = {};
  for (const [name, schema] of Object.entries(root.definitions)) out[name] = toOpenApi(schema);
  for (const [name, schema] of Object.entries(root.properties)) {
    const ref = schema.$ref as string | undefined;
    if (ref === `#/definitions/${name}`) continue;
    out[name] = toOpenApi(ref ? root.definitions[ref.slice('#/definitions/'.length)] : schema);
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function toOpenApi(value: unknown): SchemaObject {
  return convert(value) as SchemaObject;
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (!value || typeof value !== 'object') return value;
  const schema: JsonSchema = {};
  for (const [key, inner] of Object.entries(value as JsonSchema)) {
    if (key === '$ref') schema.$ref = String(inner).replace('#/definitions/', SCHEMA_REF_PREFIX);
    else if (key === 'const') schema.enum = [inner];
    else if (key === 'properties' || key === 'definitions')
      schema[key] = Object.fromEntries(Object.entries(inner as JsonSchema).map(([k, v]) => [k, convert(v)]));
    else schema[key] = convert(inner);
  }
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((t) => t !== 'null');
    if (types.length < schema.type.length) schema.nullable = true;
    if (types.length === 1) schema.type = types[0];
    else {
      delete schema.type;
      schema.anyOf = types.map((type) => ({ type }));
    }
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const parts = schema[key] as JsonSchema[] | undefined;
    if (!parts?.some((part) => part.type === 'null')) continue;
    const rest = parts.filter((part) => part.type !== 'null');
    schema.nullable = true;
    if (rest.length === 1) {
      delete schema[key];
      if (rest[0].$ref) schema.allOf = rest;
      else Object.assign(schema, rest[0]);
    } else schema[key] = rest;
  }
  return schema;
}
