import { startRazorpaySandbox } from './razorpay-sandbox';

// Runs the Razorpay sandbox on its own, e.g. beside Docker Compose:
//   node infra/dist/src/stand-ins/razorpay-sandbox.main.js --port 8090 \
//     --webhook-url http://localhost:8080/api/razorpay/webhook [--key-id rzp_test_x --key-secret s --webhook-secret w]

const USAGE =
  'usage: razorpay-sandbox.main.js [--port <port>] [--host <address>] [--public-url <url>] [--webhook-url <url>]\n' +
  '                               [--key-id <id>] [--key-secret <secret>] [--webhook-secret <secret>]';

const FLAGS = {
  '--port': 'port',
  '--host': 'host',
  '--public-url': 'publicUrl',
  '--webhook-url': 'webhookUrl',
  '--key-id': 'keyId',
  '--key-secret': 'keySecret',
  '--webhook-secret': 'webhookSecret',
} as const;

type CliOptions = { port: number } & Partial<Record<Exclude<(typeof FLAGS)[keyof typeof FLAGS], 'port'>, string>>;

export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { port: 8090, host: '127.0.0.1' };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (!(flag in FLAGS)) throw new Error(`unknown option ${flag}\n${USAGE}`);
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    const key = FLAGS[flag as keyof typeof FLAGS];
    if (key === 'port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`--port: "${value}" is not a port number`);
      options.port = port;
    } else {
      options[key] = value;
    }
  }
  return options;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const sandbox = await startRazorpaySandbox(parseArgs(args));
  console.log(`Razorpay sandbox on ${sandbox.url} (checkout script ${sandbox.checkoutUrl})`);
  console.log(`  RAZORPAY_KEY_ID=${sandbox.keyId}`);
  console.log(`  RAZORPAY_KEY_SECRET=${sandbox.keySecret}`);
  console.log(`  RAZORPAY_WEBHOOK_SECRET=${sandbox.webhookSecret}`);
  console.log(`  RAZORPAY_API_URL=${sandbox.apiUrl}`);
  console.log(`  RAZORPAY_CHECKOUT_URL=${sandbox.checkoutUrl}`);
  // Not stand-in-program.ts's helpers: the sandbox's image is built from the razorpay-sandbox files alone.
  const shutdown = (): void => {
    sandbox.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
