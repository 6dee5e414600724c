import { Injectable, OnModuleInit } from '@nestjs/common';
import { IdentityEvents, MembershipEvents } from '@portal/contracts';
import { EventConsumers } from '@portal/platform';
import { SecurityNoticesService } from './security-notices.service';

/** The durable consumers behind the security notices, one per event type (see EmailEventsConsumer). */
@Injectable()
export class SecurityNoticesConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly notices: SecurityNoticesService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.consumers.register({
      durable: 'notifications-email-password-changed',
      filter: IdentityEvents.PasswordChanged,
      handle: (event, manager) => this.notices.passwordChanged(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-email-changed',
      filter: MembershipEvents.EmailChanged,
      handle: (event, manager) => this.notices.emailChanged(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-admin-new-device',
      filter: IdentityEvents.AdminNewDeviceSignIn,
      handle: (event, manager) => this.notices.adminNewDevice(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-email-admin-two-factor',
      filter: IdentityEvents.AdminTwoFactorChanged,
      handle: (event, manager) => this.notices.adminTwoFactorChanged(event, manager),
    });
  }
}
