import { startS3Server } from './s3-server';
import { runProgram, stopOnSignals } from './stand-in-program';

// Runs the embedded S3 stand-in on its own, e.g. in place of the compose file's S3 store in
// the compose test (infra/compose-test), where no S3 server image can be pulled:
//   node infra/dist/src/stand-ins/s3-server.main.js --port 9000 --host 0.0.0.0 --directory /data \
//     --bucket portal --key portal-gateway:<secret> --key portal-membership:<secret> ...
// Every request must be signed (AWS Signature V4) with one of the keys; every key may do everything
// (s3rver has no policies): per-key permissions are the real store's job. Without --key the access key
// is S3RVER with a random secret, printed at start.

const USAGE =
  'usage: s3-server.main.js [--port <port>] [--host <address>] [--directory <path>] [--bucket <name>]...\n' +
  '                         [--key <access key>:<secret key>]...';

interface CliOptions {
  port: number;
  host: string;
  directory: string;
  buckets: string[];
  keys: { accessKey: string; secretKey: string }[];
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { port: 9000, host: '127.0.0.1', directory: '.data/s3', buckets: [], keys: [] };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    if (flag === '--port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`--port: "${value}" is not a port number`);
      options.port = port;
    } else if (flag === '--host') options.host = value;
    else if (flag === '--directory') options.directory = value;
    else if (flag === '--bucket') options.buckets.push(value);
    else if (flag === '--key') {
      const colon = value.indexOf(':');
      if (colon < 1 || colon === value.length - 1)
        throw new Error(`--key: "${value}" is not <access key>:<secret key>`);
      options.keys.push({ accessKey: value.slice(0, colon), secretKey: value.slice(colon + 1) });
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
  const { keys, ...options } = parseArgs(args);
  const server = await startS3Server({ ...options, ...keys[0], otherKeys: keys.slice(1) });
  const names =
    keys.length > 0 ? keys.map((key) => key.accessKey).join(', ') : `${server.accessKey}:${server.secretKey}`;
  console.log(`S3 stand-in on ${server.endpoint} (access keys ${names}; buckets ${options.buckets.join(', ')})`);
  stopOnSignals(() => server.stop());
}

if (require.main === module) runProgram(main);
