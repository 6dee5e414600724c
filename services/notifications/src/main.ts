import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@portal/platform';
import { NotificationsAppModule } from './app.module';
import { NotificationsConfig } from './config';

const config = loadConfig(NotificationsConfig, 'notifications');
void bootstrapService('notifications', config, (logger) => NotificationsAppModule.register(config, logger));
