import 'reflect-metadata';
import { bootstrapService, loadConfig, ServiceStartOptions, StartedService } from '@portal/platform';
import { NotificationsAppModule } from './app.module';
import { NotificationsConfig } from './config';

/** Starts notifications with the settings in `env`: alone in this process, or beside the others in `npm start`'s one. */
export function start(env?: NodeJS.ProcessEnv, options?: ServiceStartOptions): Promise<StartedService> {
  const config = loadConfig(NotificationsConfig, 'notifications', env);
  return bootstrapService(
    'notifications',
    config,
    (logger) => NotificationsAppModule.register(config, logger),
    options,
  );
}

if (require.main === module) void start();
