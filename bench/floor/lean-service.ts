/**
 * What `bench:floor`'s lean services share: a bare `nats` subscription that answers each request's JSON with
 * `answer`'s JSON (`{ error }` when it throws), "ready" to the parent once subscribed, and a clean exit when
 * the parent goes away.
 */
import { connect } from 'nats';

export function serveOnNats(
  name: string,
  start: () => Promise<{
    natsUrl: string;
    subject: string;
    answer: (request: unknown) => Promise<unknown>;
    close: () => Promise<void>;
  }>,
): void {
  const main = async () => {
    const { natsUrl, subject, answer, close } = await start();
    const nc = await connect({ servers: natsUrl });
    const subscription = nc.subscribe(subject, {
      callback: (error, message) => {
        if (error) return;
        void Promise.resolve()
          .then(() => answer(JSON.parse(Buffer.from(message.data).toString())))
          .catch(() => ({ error: 'failed' }))
          .then((reply) => message.respond(Buffer.from(JSON.stringify(reply))));
      },
    });
    await nc.flush();
    process.send?.('ready');
    process.on('disconnect', () => {
      subscription.unsubscribe();
      void Promise.all([nc.close(), close()]).finally(() => process.exit(0));
    });
  };
  main().catch((error: unknown) => {
    process.stderr.write(`${name} failed: ${String(error)}\n`);
    process.exit(1);
  });
}
