import { HealthSubjects } from '@portal/contracts';
import { runHealthcheck } from '@portal/platform';

void runHealthcheck(process.env.NATS_URL ?? 'nats://127.0.0.1:4222', process.env.NATS_NAMESPACE || 'portal', HealthSubjects.identity);
