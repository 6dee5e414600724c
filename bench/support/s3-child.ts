/**
 * Child process of the benchmark: `node s3-child.js <directory>` runs the
 * embedded S3 stand-in with the bucket `portal`, prints its endpoint and keys
 * as one JSON line, and stops when its stdin closes.
 */
import { startS3Server } from '@portal/infra';

async function main(): Promise<void> {
  const server = await startS3Server({ port: 0, directory: process.argv[2], buckets: ['portal'] });
  process.stdout.write(
    JSON.stringify({ endpoint: server.endpoint, accessKey: server.accessKey, secretKey: server.secretKey }) + '\n',
  );
  const stop = () => void server.stop().finally(() => process.exit(0));
  process.stdin.resume();
  process.stdin.once('end', stop);
  process.stdin.once('close', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
