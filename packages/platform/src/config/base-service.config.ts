import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { Secret } from './secret';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Variables every NestJS service reads (README: Configuration). */
export class BaseServiceConfig {
  @Matches(/^(nats|tls):\/\/.+/, { message: 'must be a nats:// URL, e.g. nats://127.0.0.1:4222' })
  NATS_URL!: string;

  @IsOptional()
  @Matches(/^[a-zA-Z0-9_-]+$/, { message: 'may hold only letters, digits, _ and -' })
  NATS_NAMESPACE: string = 'portal';

  /** The service's NATS user (README: NATS); unset on a server without authentication, such as the tests'. */
  @ValidateIf((config: BaseServiceConfig) => config.NATS_USER !== undefined || config.NATS_PASSWORD !== undefined)
  @Matches(/^[a-zA-Z0-9_-]+$/, { message: 'may hold only letters, digits, _ and -' })
  @IsString({ message: 'is required when NATS_PASSWORD is set (the service’s NATS user)' })
  NATS_USER?: string;

  @ValidateIf((config: BaseServiceConfig) => config.NATS_USER !== undefined || config.NATS_PASSWORD !== undefined)
  @Secret()
  @IsString({ message: 'is required when NATS_USER is set' })
  NATS_PASSWORD?: string;

  @IsString({ message: 'is required (postgres://user:password@host:5432/database)' })
  @IsNotEmpty({ message: 'is required (postgres://user:password@host:5432/database)' })
  @Matches(/^postgres(ql)?:\/\/.+\/[^/]+$/, { message: 'must be a postgres:// URL naming the database' })
  DATABASE_URL!: string;

  /** Connections the service's pool opens at most; each Postgres server has a limit for all its clients together. */
  @IsOptional()
  @IsInt({ message: 'must be a whole number from 1 to 100' })
  @Min(1, { message: 'must be a whole number from 1 to 100' })
  @Max(100, { message: 'must be a whole number from 1 to 100' })
  DATABASE_POOL_MAX: number = 10;

  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: LogLevel = 'info';

  /** Port of the Prometheus endpoint `GET /metrics` (README: Metrics); 0, the default, serves none. */
  @IsOptional()
  @IsInt({ message: 'must be a port number from 0 (no metrics endpoint) to 65535' })
  @Min(0, { message: 'must be a port number from 0 (no metrics endpoint) to 65535' })
  @Max(65535, { message: 'must be a port number from 0 (no metrics endpoint) to 65535' })
  METRICS_PORT: number = 0;

  /** Address the metrics endpoint listens on: the loopback unless a scraper in another container needs it. */
  @IsOptional()
  @Matches(/^[a-zA-Z0-9.:-]+$/, { message: 'must be an address to listen on, e.g. 127.0.0.1 or 0.0.0.0' })
  METRICS_HOST: string = '127.0.0.1';

  /** A scrape must send `Authorization: Bearer <METRICS_TOKEN>`; production requires one while METRICS_PORT is set. */
  @Secret({
    minLengthInProduction: 32,
    requiredInProduction: {
      when: (config) => Number(config.METRICS_PORT) > 0,
      reason: 'while METRICS_PORT is set (without it anyone who reaches the port reads the metrics)',
    },
  })
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'must be at least 16 characters' })
  METRICS_TOKEN?: string;
}
