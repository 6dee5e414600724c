import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { JsonLogger, NatsByteStreamReader } from '@portal/platform';
import type { Response } from 'express';
import type { NatsConnection } from 'nats';
import { GatewayConfig } from '../config';
import { GATEWAY_CONFIG, NATS_CLIENT } from '../gateway.tokens';
import { serviceUnavailable } from '../rpc/gateway-http.error';
import { FileDownloads } from './file-downloads.service';

/** What the owning service answers before it sends the file's bytes. */
export interface StreamedExport {
  fileName: string;
  contentType: string;
}

/**
 * An export the owner sends while it writes it (issue 28: the first byte comes while rows are still being
 * written): the gateway listens on a fresh NATS byte stream (packages/platform nats-byte-stream.ts), names it
 * in its request, and writes every chunk to the response as it arrives, as fast as the client takes them.
 * A refusal or failure before the first byte answers as the usual JSON error; a failure after it cuts the
 * connection, so the client sees a failed download rather than a short file that looks complete; a client
 * that goes away cancels the stream, which stops the owner's writer.
 */
@Injectable()
export class StreamedExports {
  constructor(
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly downloads: FileDownloads,
    private readonly logger: JsonLogger,
  ) {}

  /** `ask` sends the request naming `stream` and answers the owner's answer; `owner` names it in a 503. */
  async send<T = unknown>(
    res: Response,
    owner: string,
    ask: (stream: string) => Promise<StreamedExport>,
  ): Promise<T | undefined> {
    await this.nats.connect();
    const stream = await NatsByteStreamReader.open(this.nats.unwrap<NatsConnection>(), this.config.NATS_NAMESPACE);
    let file: StreamedExport;
    try {
      file = await ask(stream.subject);
    } catch (error) {
      stream.close();
      throw error;
    }
    try {
      const trailer = await stream.pipeTo<T>(res, () => {
        this.downloads.setHeaders(
          res,
          { key: '', fileName: file.fileName, contentType: file.contentType },
          { disposition: 'attachment' },
        );
        res.status(200);
      });
      res.end();
      return trailer;
    } catch (error) {
      this.logger.warn(`export cut short: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) throw serviceUnavailable(owner);
      res.destroy();
      return undefined;
    }
  }
}
