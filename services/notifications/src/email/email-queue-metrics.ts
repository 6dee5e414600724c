import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PortalMetrics } from '@portal/platform';
import { EmailMessagesRepository } from './email-messages.repository';

/** Reads the delivery log's queue on each scrape of the metrics (portal_email_queue_size, README: Metrics). */
@Injectable()
export class EmailQueueMetrics implements OnModuleInit, OnModuleDestroy {
  private stop?: () => void;

  constructor(
    private readonly messages: EmailMessagesRepository,
    private readonly metrics: PortalMetrics,
  ) {}

  onModuleInit(): void {
    this.stop = this.metrics.readEmailQueue(() => this.messages.queueSize());
  }

  onModuleDestroy(): void {
    this.stop?.();
  }
}
