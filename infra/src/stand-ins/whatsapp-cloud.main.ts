import { runProgram, stopOnSignals } from './stand-in-program';
import { startWhatsAppCloud } from './whatsapp-cloud';

// Runs the WhatsApp Cloud API stand-in on its own, for manual runs and the docs:
//   node infra/dist/src/stand-ins/whatsapp-cloud.main.js --port 8026 --token <t> --app-secret <s> [--webhook <url>]

const USAGE =
  'usage: whatsapp-cloud.main.js [--port <port>] [--host <address>] [--token <access token>] [--app-secret <secret>] [--webhook <url>]';

interface CliOptions {
  port: number;
  host: string;
  token: string;
  appSecret: string;
  webhook?: string;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = {
    port: 8026,
    host: '127.0.0.1',
    token: 'local-whatsapp-token',
    appSecret: 'local-whatsapp-app-secret',
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    if (flag === '--host') options.host = value;
    else if (flag === '--token') options.token = value;
    else if (flag === '--app-secret') options.appSecret = value;
    else if (flag === '--webhook') options.webhook = value;
    else if (flag === '--port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`${flag}: "${value}" is not a port number`);
      options.port = port;
    } else throw new Error(`unknown option ${flag}\n${USAGE}`);
  }
  return options;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const options = parseArgs(args);
  const cloud = await startWhatsAppCloud({
    port: options.port,
    host: options.host,
    accessToken: options.token,
    appSecret: options.appSecret,
    webhookUrl: options.webhook,
  });
  console.log(`WhatsApp Cloud stand-in: API and page on ${cloud.url}/`);
  stopOnSignals(() => cloud.stop());
}

if (require.main === module) runProgram(main);
