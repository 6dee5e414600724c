import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeNatsConf } from './nats-authorization';

// Writes infra/docker/nats.conf from the contract after a subject, service or consumer changed.
const target = join(__dirname, '..', '..', '..', 'docker', 'nats.conf');
writeFileSync(target, composeNatsConf());
process.stdout.write(`wrote ${target}\n`);
