import { startMailCatcher } from './mail-catcher';
import { runProgram, stopOnSignals } from './stand-in-program';

// Runs the mail catcher on its own, for manual runs and the docs:
//   node infra/dist/src/stand-ins/mail-catcher.main.js --smtp 1025 --http 8025 [--host 0.0.0.0]

const USAGE = 'usage: mail-catcher.main.js [--smtp <port>] [--http <port>] [--host <address>]';

interface CliOptions {
  smtp: number;
  http: number;
  host: string;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { smtp: 1025, http: 8025, host: '127.0.0.1' };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    if (flag === '--host') {
      options.host = value;
    } else if (flag === '--smtp' || flag === '--http') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`${flag}: "${value}" is not a port number`);
      options[flag === '--smtp' ? 'smtp' : 'http'] = port;
    } else {
      throw new Error(`unknown option ${flag}\n${USAGE}`);
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
  const options = parseArgs(args);
  const catcher = await startMailCatcher({ smtpPort: options.smtp, httpPort: options.http, host: options.host });
  console.log(
    `mail catcher: SMTP on ${options.host}:${catcher.smtpPort}, web and API on http://${options.host}:${catcher.httpPort}/`,
  );
  stopOnSignals(() => catcher.stop());
}

if (require.main === module) runProgram(main);
