import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@portal/platform';
import { IdentityAppModule } from './app.module';
import { IdentityConfig } from './config';

const config = loadConfig(IdentityConfig, 'identity');
void bootstrapService('identity', config, (logger) => IdentityAppModule.register(config, logger));
