import type { Type } from '@nestjs/common';
import type { SchemaObject } from '@nestjs/swagger';
import { IS_DATE_STRING, IS_NUMBER_STRING, ValidationTypes, getMetadataStorage } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import type { ISchemaConverters, SchemaConverter } from 'class-validator-jsonschema/build/defaultConverters';
import type { IOptions } from 'class-validator-jsonschema/build/options';

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** A schema as the converter library types it (openapi3-ts), which swagger's SchemaObject does not match exactly. */
type ConverterSchema = Exclude<ReturnType<SchemaConverter>, void>;

/**
 * Where the library's defaults describe something other than what the server accepts.
 * The ValidationPipe lets `null` and `undefined` through @IsOptional, so those properties are nullable;
 * @IsDateString is ISO 8601, a calendar day or an instant; @IsNumberString allows decimals ("2000.00").
 * A custom check (the contract's shared rules, `SatisfiesRules`) says what it can through the JSON-schema
 * keywords its rules carry (`FieldRule.schema`), on top of the property's declared primitive type.
 */
const converters: ISchemaConverters = {
  [ValidationTypes.CUSTOM_VALIDATION]: (meta) =>
    ruleKeywords(meta.constraints).reduce<ConverterSchema>(
      (schema, keywords) => ({ ...schema, ...keywords }),
      primitiveSchema(meta.target, meta.propertyName),
    ),
  [ValidationTypes.CONDITIONAL_VALIDATION]: (meta) => (meta.name === 'isOptional' ? { nullable: true } : {}),
  [ValidationTypes.IS_DEFINED]: {},
  [IS_DATE_STRING]: { type: 'string', anyOf: [{ format: 'date' }, { format: 'date-time' }] },
  [IS_NUMBER_STRING]: { type: 'string', pattern: '^[+-]?([0-9]*[.])?[0-9]+$' },
};

function primitiveSchema(target: unknown, property: string): ConverterSchema {
  const type: unknown =
    typeof target === 'function' ? Reflect.getMetadata('design:type', target.prototype as object, property) : undefined;
  if (type === String) return { type: 'string' };
  if (type === Number) return { type: 'number' };
  if (type === Boolean) return { type: 'boolean' };
  return {};
}

/** The `schema` keywords of rule lists passed to a custom check as its constraints. */
function ruleKeywords(constraints: unknown[] | undefined): ConverterSchema[] {
  const rules = (constraints ?? []).flatMap((constraint) =>
    Array.isArray(constraint) ? (constraint as unknown[]) : [],
  );
  return rules.map((rule) => {
    const schema = (rule as { schema?: unknown } | null)?.schema;
    return schema && typeof schema === 'object' ? structuredClone(schema as ConverterSchema) : {};
  });
}

const options: Partial<IOptions> = {
  refPointerPrefix: SCHEMA_REF_PREFIX,
  additionalConverters: converters,
};

/** The JSON schema of a DTO class, read from the class-validator decorators the server validates it with. */
export function schemaOfDto(dto: Type): SchemaObject {
  return targetConstructorToSchema(dto, options) as SchemaObject;
}

/** Whether class-validator knows any rule of the class (or its parents): only then can a schema come from it. */
export function hasValidationRules(dto: unknown): dto is Type {
  return (
    typeof dto === 'function' && getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).length > 0
  );
}

/** The class with validation rules that swagger would name `name` (a nested DTO's `$ref`), if exactly one has that name. */
export function validatedClassNamed(name: string): Type | undefined {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, unknown> };
  const named = [...storage.validationMetadatas.keys()].filter(
    (target): target is Type => typeof target === 'function' && target.name === name,
  );
  // Two validated classes with one name would make the document's `$ref` ambiguous.
  if (named.length > 1)
    throw new Error(`Two validated classes are named ${name}; rename one so /api/docs can tell them apart`);
  return named[0];
}
