import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { EmailAttachment } from './email-attachments';
import { EmailMessagesRepository } from './email-messages.repository';
import { EmailTemplateName, RenderedEmail } from './templates';

export interface MailAddress {
  address: string;
  name?: string | null;
}

export interface QueuedEmail {
  /**
   * `<event id>:<template>` for most events; `<event id>:<template>:<member uuid>`
   * for events that e-mail several members (a cancelled event's attendees);
   * `<template>:<receipt number>` for receipts (one e-mail per receipt, however
   * often it is issued); a generated id for contact-form messages.
   */
  dedupeKey: string;
  to: MailAddress;
  replyTo?: MailAddress;
  template: EmailTemplateName;
  content: RenderedEmail;
  /** Values (tokens) removed from the stored copy once the message is sent or given up. */
  secrets?: string[];
  /** Files in object storage, read and attached at every send attempt. */
  attachments?: EmailAttachment[];
}

/**
 * Turns a decision to send an e-mail into a queued row of the delivery log,
 * inside the caller's transaction. The unique dedupe key makes a second insert
 * for the same event a no-op; NOTIFY is delivered at commit, waking the senders.
 */
@Injectable()
export class EmailQueue {
  constructor(private readonly messages: EmailMessagesRepository) {}

  async enqueue(manager: EntityManager, email: QueuedEmail): Promise<boolean> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('EmailQueue.enqueue must run inside a transaction');
    }
    if (!(await this.messages.insertQueued(manager, email))) return false;
    await this.messages.notifyQueued(manager);
    return true;
  }

  /** Queues plain messages (no attachments or secrets) in batches, waking the senders once. */
  async enqueueMany(manager: EntityManager, emails: QueuedEmail[], batchSize = 500): Promise<number> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('EmailQueue.enqueueMany must run inside a transaction');
    }
    let queued = 0;
    for (let start = 0; start < emails.length; start += batchSize) {
      queued += await this.messages.insertQueuedMany(manager, emails.slice(start, start + batchSize));
    }
    if (queued > 0) await this.messages.notifyQueued(manager);
    return queued;
  }
}
