import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@portal/platform';
import { PaymentsAppModule } from './app.module';
import { PaymentsConfig } from './config';

const config = loadConfig(PaymentsConfig, 'payments');
void bootstrapService('payments', config, (logger) => PaymentsAppModule.register(config, logger));
