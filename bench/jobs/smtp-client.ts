/**
 * Child process of the jobs benchmark: `node smtp-client.js <smtpUrl> <seconds> <concurrency> <html file>`
 * sends messages to the SMTP server as the notifications service does (nodemailer, one connection a message,
 * `concurrency` at a time) for `seconds`, and prints how many were accepted as JSON. Its own process, so the
 * SMTP stand-in in the benchmark's process gets the same share of the cores as while the portal drains.
 */
import { readFileSync } from 'node:fs';
import { createTransport } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';

async function main(): Promise<void> {
  const [url, seconds, concurrency, htmlFile] = process.argv.slice(2);
  const { html, text, subject } = JSON.parse(readFileSync(htmlFile, 'utf8')) as Record<string, string>;
  const transporter = createTransport(
    new SMTPTransport({ url, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 30_000 }),
  );
  const until = performance.now() + Number(seconds) * 1000;
  let sent = 0;
  const slot = async (n: number) => {
    for (let i = 0; performance.now() < until; i++) {
      await transporter.sendMail({
        messageId: `<smtp-baseline-${n}-${i}@bench>`,
        from: 'Karnataka Photographers Welfare Association <no-reply@kpwa.in>',
        to: { address: `baseline${n}-${i}@example.test`, name: 'Member Number' },
        subject,
        html,
        text,
      });
      sent++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Number(concurrency) }, (_, n) => slot(n)));
  transporter.close();
  process.stdout.write(JSON.stringify({ sent, seconds: (performance.now() - started) / 1000 }) + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`smtp client: ${String(error)}\n`);
  process.exit(1);
});
