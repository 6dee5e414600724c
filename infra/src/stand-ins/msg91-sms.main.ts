import { startMsg91Sms } from './msg91-sms';
import { runProgram, stopOnSignals } from './stand-in-program';

// Runs the MSG91 SMS stand-in on its own, for manual runs and the docs:
//   node infra/dist/src/stand-ins/msg91-sms.main.js --port 8028 --auth-key <key> [--webhook <url>]

const USAGE =
  'usage: msg91-sms.main.js [--port <port>] [--host <address>] [--auth-key <authkey>] [--webhook <url with ?token=>]';

interface CliOptions {
  port: number;
  host: string;
  authKey: string;
  webhook?: string;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { port: 8028, host: '127.0.0.1', authKey: 'local-msg91-authkey' };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    if (flag === '--host') options.host = value;
    else if (flag === '--auth-key') options.authKey = value;
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
  const sms = await startMsg91Sms({
    port: options.port,
    host: options.host,
    authKey: options.authKey,
    webhookUrl: options.webhook,
  });
  console.log(`MSG91 SMS stand-in: Flow API and page on ${sms.url}/`);
  stopOnSignals(() => sms.stop());
}

if (require.main === module) runProgram(main);
