import 'reflect-metadata';
import { bootstrapService, loadConfig, ServiceStartOptions, StartedService } from '@portal/platform';
import { ContentAppModule } from './app.module';
import { ContentConfig } from './config';

/** Starts content with the settings in `env`: alone in this process, or beside the others in `npm start`'s one. */
export function start(env?: NodeJS.ProcessEnv, options?: ServiceStartOptions): Promise<StartedService> {
  const config = loadConfig(ContentConfig, 'content', env);
  return bootstrapService('content', config, (logger) => ContentAppModule.register(config, logger), options);
}

if (require.main === module) void start();
