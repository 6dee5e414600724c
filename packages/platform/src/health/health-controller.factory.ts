import { Controller, Inject, Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { FeatureStatus, HealthAnswer } from '@portal/contracts';
import type { NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { NATS_CONNECTION } from '../platform.tokens';

async function databaseUp(dataSource: DataSource): Promise<boolean> {
  const probe = dataSource.query('SELECT 1').then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref());
  return Promise.race([probe, timeout]);
}

/**
 * A controller answering the service's health subject with its database and NATS state, and the features its
 * configuration turned on or off (those never make it 'down': the service runs as configured).
 */
export function createHealthController(
  service: string,
  subject: string,
  features?: Record<string, FeatureStatus>,
): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(
      private readonly dataSource: DataSource,
      @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    ) {}

    @MessagePattern(subject)
    async check(): Promise<HealthAnswer> {
      const database = (await databaseUp(this.dataSource)) ? 'up' : 'down';
      const nats = this.nats.isClosed() ? 'down' : 'up';
      const status = database === 'up' && nats === 'up' ? 'up' : 'down';
      return { service, status, checks: { database, nats }, ...(features ? { features } : {}) };
    }
  }
  return HealthController;
}
