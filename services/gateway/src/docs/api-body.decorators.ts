import { applyDecorators, Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath, SchemaObject } from '@nestjs/swagger';
import type { UploadPolicy } from '../files/upload-policy';

const MB = 1024 * 1024;

/** Body classes named by these decorators (not a handler's `@Body()` type): their schemas come from their validation rules. */
export const declaredBodyClasses = new Set<Type>();

/** A JSON body the handler does not take as one `@Body()` DTO (e.g. `@Body('reason')`): documented from `dto`. */
export function ApiDtoBody(dto: Type): MethodDecorator {
  declaredBodyClasses.add(dto);
  return ApiBody({ type: dto });
}

/**
 * A multipart body: the upload policies' file fields (their names and size limits, so the document follows
 * the receiver) plus, when given, the text fields of `fields`, a DTO class whose validation rules describe them.
 */
export function ApiMultipartBody(spec: {
  files: UploadPolicy[];
  filesRequired: boolean;
  fields?: Type;
  alsoJson?: boolean;
}): MethodDecorator {
  const files: SchemaObject = {
    type: 'object',
    properties: Object.fromEntries(
      spec.files.map((policy) => [
        policy.field,
        {
          type: 'string',
          format: 'binary',
          description: `At most ${policy.maxBytes / MB} MB${spec.alsoJson ? '; multipart only' : ''}`,
        },
      ]),
    ),
    ...(spec.filesRequired ? { required: spec.files.map((policy) => policy.field) } : {}),
  };
  const decorators = [ApiConsumes('multipart/form-data', ...(spec.alsoJson ? ['application/json'] : []))];
  if (!spec.fields) return applyDecorators(...decorators, ApiBody({ schema: files }));
  declaredBodyClasses.add(spec.fields);
  return applyDecorators(
    ...decorators,
    ApiExtraModels(spec.fields),
    ApiBody({ schema: { allOf: [{ $ref: getSchemaPath(spec.fields) }, files] } }),
  );
}
