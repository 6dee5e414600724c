import { AllServices, ServiceName } from '@portal/contracts';

/** The variable that carries each service's settings to the one process: service name to its variables, as JSON. */
export const SERVICES_ENV_VARIABLE = 'PORTAL_SERVICES_ENV';

/** Each service's settings, as the runner (stack.ts) gave them; every service must have its own. */
export function readServicesEnv(env: NodeJS.ProcessEnv = process.env): Record<ServiceName, NodeJS.ProcessEnv> {
  const text = env[SERVICES_ENV_VARIABLE];
  if (!text) throw new Error(`${SERVICES_ENV_VARIABLE} is not set`);
  const parsed = JSON.parse(text) as Partial<Record<ServiceName, NodeJS.ProcessEnv>>;
  const missing = AllServices.filter((name) => typeof parsed[name] !== 'object' || parsed[name] === null);
  if (missing.length > 0) throw new Error(`${SERVICES_ENV_VARIABLE} has no settings for ${missing.join(', ')}`);
  return parsed as Record<ServiceName, NodeJS.ProcessEnv>;
}

/** The process itself keeps none of the services' settings (secrets among them): each service holds its own. */
export function forgetServicesEnv(env: NodeJS.ProcessEnv = process.env): void {
  delete env[SERVICES_ENV_VARIABLE];
}
