import 'reflect-metadata';
import { BackendServiceName, BackendServices } from '@portal/contracts';
import { runServiceHealthcheck } from './run-healthcheck';

/**
 * The container health check of every backend service (docker-compose.yml):
 *   node packages/platform/dist/src/health/healthcheck.main.js <service>
 * Exits 0 when the service answers 'up' on its health subject, 1 otherwise.
 */
const service = process.argv[2];
if ((BackendServices as readonly string[]).includes(service)) {
  void runServiceHealthcheck(service as BackendServiceName);
} else {
  process.stderr.write(`usage: healthcheck.main.js <${BackendServices.join('|')}>\n`);
  process.exit(1);
}
