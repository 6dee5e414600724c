import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** OpenAPI description of every /api route at /api/docs (JSON at /api/docs-json). */
export function setupSwagger(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Photographers association portal API')
      .setDescription('Every /api route of the portal. Sessions use the portal.sid cookie.')
      .setVersion('1.0')
      .addCookieAuth('portal.sid')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
