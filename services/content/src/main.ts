import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@portal/platform';
import { ContentAppModule } from './app.module';
import { ContentConfig } from './config';

const config = loadConfig(ContentConfig, 'content');
void bootstrapService('content', config, (logger) => ContentAppModule.register(config, logger));
