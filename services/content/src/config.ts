import { BaseServiceConfig } from '@portal/platform';

export class ContentConfig extends BaseServiceConfig {}
