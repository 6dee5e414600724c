import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BackendServices, ComponentStatus, FeatureStatus, HealthSubjects, ServiceName } from '@portal/contracts';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { Access } from '../auth/access.decorator';
import { PG_POOL } from '../gateway.tokens';
import { RpcClient } from '../rpc/rpc-client.service';

const PROBE_TIMEOUT_MS = 2000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly services: RpcClient,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({
    summary:
      'Status of the gateway and every service: 200 when all are up, 503 naming those that are not; ' +
      "features lists parts a service's configuration turned on or off (payments.onlinePayment)",
  })
  async health(@Res() res: Response): Promise<void> {
    const features: Partial<Record<ServiceName, Record<string, FeatureStatus>>> = {};
    const probes = BackendServices.map(async (name): Promise<[ServiceName, ComponentStatus]> => {
      try {
        const answer = await this.services.rpc(HealthSubjects[name], {}, { timeoutMs: PROBE_TIMEOUT_MS });
        if (answer.features) features[name] = answer.features;
        return [name, answer.status];
      } catch {
        return [name, 'down'];
      }
    });
    const gateway = this.pool.query('SELECT 1').then(
      (): [ServiceName, ComponentStatus] => ['gateway', 'up'],
      (): [ServiceName, ComponentStatus] => ['gateway', 'down'],
    );
    const services = Object.fromEntries(await Promise.all([gateway, ...probes])) as Record<
      ServiceName,
      ComponentStatus
    >;
    const unavailable = Object.entries(services)
      .filter(([, status]) => status !== 'up')
      .map(([name]) => name);
    if (unavailable.length === 0) {
      res.status(200).json({ status: 'up', services, features });
      return;
    }
    res
      .status(503)
      .json({ status: 'down', message: `Unavailable: ${unavailable.join(', ')}`, unavailable, services, features });
  }
}
