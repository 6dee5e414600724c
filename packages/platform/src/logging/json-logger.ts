import { LoggerService } from '@nestjs/common';
import { LogLevel } from '../config/base-service.config';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** One JSON object per line on stdout: easy to read by people and by log shippers. */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly service: string,
    private readonly level: LogLevel = 'info',
  ) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }

  /** Structured entry with arbitrary fields (one request = one line). */
  event(level: LogLevel, msg: string, fields: Record<string, unknown>): void {
    if (ORDER[level] < ORDER[this.level]) return;
    process.stdout.write(
      JSON.stringify({ time: new Date().toISOString(), level, service: this.service, msg, ...fields }) + '\n',
    );
  }

  private write(level: LogLevel, message: unknown, context?: string, trace?: string): void {
    const msg =
      message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message);
    this.event(level, msg, { ...(context ? { context } : {}), ...(trace ? { trace } : {}) });
  }
}
