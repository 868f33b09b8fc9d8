import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/**
 * The OpenAPI document, built from the controllers' decorators. Operation ids
 * are the controller method names (unique across the app), so the generated
 * RTK Query hooks read `useSearchSchoolsQuery`.
 */
export function buildOpenApiDocument(app: INestApplication, appName: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${appName} API`)
    .setDescription('Public catalogue, school portal, moderation and billing API. Cookie sessions; JSON bodies.')
    .setVersion('1.0')
    .addCookieAuth('vps.sid')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
}

export function setupSwaggerUi(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    useGlobalPrefix: false,
  });
}
