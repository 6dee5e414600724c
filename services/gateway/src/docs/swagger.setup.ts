import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { describeAnswers, type AnswerSchemas } from './describe-answers';
import { describeDtos } from './describe-dtos';

/**
 * The OpenAPI description of every /api route. Request bodies and query parameters come from the
 * contract's DTO classes (their class-validator rules), the very classes the server validates with.
 */
export function buildOpenApiDocument(app: INestApplication, answers?: AnswerSchemas): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Photographers association portal API')
      .setDescription('Every /api route of the portal. Sessions use the portal.sid cookie.')
      .setVersion('1.0')
      .addCookieAuth('portal.sid')
      .build(),
  );
  describeDtos(document, app);
  describeAnswers(document, app, answers);
  return document;
}

/** Serves the description at /api/docs (JSON at /api/docs-json). */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
