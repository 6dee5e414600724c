// The backup container's entry (compose profile `backup`): `node infra/dist/src/backup/backup-cli.main.js backup`.
import { main } from './backup-cli';

main(process.cwd(), process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
