import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@portal/platform';
import { MembershipAppModule } from './app.module';
import { MembershipConfig } from './config';

const config = loadConfig(MembershipConfig, 'membership');
void bootstrapService('membership', config, (logger) => MembershipAppModule.register(config, logger));
