import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { JsonLogger, loadConfig, serveMetrics, ServiceStartOptions, StartedService } from '@portal/platform';
import { text } from 'express';
import { Server } from 'node:http';
import helmet from 'helmet';
import { ClsService } from 'nestjs-cls';
import { join } from 'node:path';
import { GatewayAppModule } from './app.module';
import { GatewayConfig } from './config';
import { setupSwagger } from './docs/swagger.setup';
import { openGatewayDatabase } from './gateway-database';
import { csrfMiddleware, RAZORPAY_WEBHOOK_PATH, SMS_WEBHOOK_PATH, WHATSAPP_WEBHOOK_PATH } from './http/csrf.middleware';
import { httpMetricsMiddleware } from './http/http-metrics.middleware';
import { createHttpValidationPipe } from './http/http-validation.pipe';
import { noStoreMiddleware } from './http/no-store.middleware';
import { requestContextMiddleware } from './http/request-context';
import { bodyReadErrorMiddleware } from './http/request-errors';
import { requestLogMiddleware } from './http/request-log.middleware';
import { unsafeInputMiddleware } from './http/unsafe-input.middleware';
import { webAppMiddleware } from './http/web-app.middleware';
import { CachedSessionStore } from './session/cached-session-store';
import { sessionMiddleware } from './session/session.setup';

/** Starts the gateway with the settings in `env`: alone in this process, or beside the services in `npm start`'s one. */
export async function start(env?: NodeJS.ProcessEnv, options: ServiceStartOptions = {}): Promise<StartedService> {
  const config = loadConfig(GatewayConfig, 'gateway', env);
  const logger = new JsonLogger('gateway', config.LOG_LEVEL);
  try {
    const pool = await openGatewayDatabase(config.DATABASE_URL, config.DATABASE_POOL_MAX);
    const app = await NestFactory.create<NestExpressApplication>(GatewayAppModule.register(config, logger, pool), {
      logger,
      // The parsers are mounted below, after the cross-site check, so that nothing reads a body first.
      bodyParser: false,
    });
    if (config.TRUST_PROXY) app.set('trust proxy', 1);
    const checkoutOrigin = new URL(config.RAZORPAY_CHECKOUT_URL).origin;
    app.disable('x-powered-by');
    app.use(
      helmet({
        strictTransportSecurity: config.PUBLIC_URL.startsWith('https://'),
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            'script-src': ["'self'", checkoutOrigin],
            'frame-src': ["'self'", 'https://api.razorpay.com', checkoutOrigin],
            'img-src': ["'self'", 'data:', 'blob:'],
            'style-src': ["'self'", "'unsafe-inline'"],
            'connect-src': ["'self'", checkoutOrigin, 'https://lumberjack.razorpay.com'],
            // Only ask browsers to upgrade when the portal is really served over HTTPS.
            'upgrade-insecure-requests': config.PUBLIC_URL.startsWith('https://') ? [] : null,
          },
        },
      }),
    );
    app.use(requestContextMiddleware());
    app.use(webAppMiddleware(config.WEB_DIST_DIR ?? join(__dirname, '..', '..', '..', '..', 'web', 'dist')));
    // Counted first, so requests refused before routing (cross-site, too large, unsafe) are counted too.
    app.use('/api', httpMetricsMiddleware());
    app.use('/api', requestLogMiddleware(logger, app.get(ClsService)));
    app.use('/api', noStoreMiddleware());
    app.use('/api', csrfMiddleware(config.PUBLIC_URL));
    // A body that cannot be read (too large, other charset, broken encoding, bad JSON) is answered by the
    // exception filter with 413, 415 or 400; unsafe text is refused before the session is even read.
    // Razorpay signs the webhook's exact bytes: that one route gets its body as text, before the JSON parser.
    app.use(RAZORPAY_WEBHOOK_PATH, text({ type: () => true, limit: '1mb' }));
    // So does Meta (X-Hub-Signature-256) on the WhatsApp webhook.
    app.use(WHATSAPP_WEBHOOK_PATH, text({ type: () => true, limit: '1mb' }));
    // MSG91's reports and replies are read by the notifications service, whichever content type they come with.
    app.use(SMS_WEBHOOK_PATH, text({ type: () => true, limit: '1mb' }));
    app.useBodyParser('json', { limit: '1mb' });
    app.useBodyParser('urlencoded', { extended: true });
    app.use(bodyReadErrorMiddleware());
    app.use('/api', unsafeInputMiddleware());
    app.use('/api', ...sessionMiddleware(config, app.get(CachedSessionStore)));
    app.setGlobalPrefix('api');
    app.useGlobalPipes(createHttpValidationPipe());
    setupSwagger(app);
    if (options.shutdownHooks !== false) app.enableShutdownHooks();
    await app.listen(config.PORT);
    // A client or proxy that reuses an idle keep-alive connection just as the server closes it gets a reset
    // ('other side closed', a 502 behind a proxy): the server keeps idle connections longer than the 60 s
    // proxies and load balancers keep theirs (Node's default is 5 s).
    const server: Server = app.getHttpServer();
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    logger.event('info', 'gateway listening', { port: config.PORT, publicUrl: config.PUBLIC_URL });
    // GET /metrics on METRICS_PORT (README: Metrics); closed with the app.
    const metrics = await serveMetrics('gateway', config, logger);
    return {
      close: async () => {
        await app.close();
        await metrics?.close();
      },
    };
  } catch (error) {
    logger.event('error', 'gateway failed to start', { error: (error as Error).message });
    process.exit(1);
  }
}

if (require.main === module) void start();
