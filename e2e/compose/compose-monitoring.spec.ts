import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { AllServices } from '@portal/contracts';
import { configProblems, MetricNames, PortalMetrics } from '@portal/platform';
import { parse } from 'yaml';
import { loadComposeFile, serviceEnvironment } from './compose-interpolation';
import { composePath, configClass, dockerDir, opsEnvironment, run, secret } from './compose-fixtures';

interface PrometheusConfig {
  scrape_configs: Array<{
    job_name: string;
    authorization?: { type: string; credentials_file: string };
    dns_sd_configs: Array<{ names: string[]; type: string; port: number }>;
  }>;
}
interface GrafanaDatasources {
  datasources: Array<{ uid: string; url: string }>;
}
interface GrafanaProviders {
  providers: Array<{ options: { path: string } }>;
}

describe('docker-compose.yml, filled in as docker compose config fills it', () => {
  describe('the monitoring profile', () => {
    const monitoringDir = join(dockerDir, 'monitoring');
    const readYaml = (path: string) => parse(readFileSync(join(monitoringDir, path), 'utf8'));

    it('runs pinned Prometheus and Grafana only under the monitoring profile, and nothing else there', () => {
      const compose = loadComposeFile(composePath, opsEnvironment());
      const underProfile = Object.entries(compose.services)
        .filter(([, service]) => service.profiles?.includes('monitoring'))
        .map(([name]) => name)
        .sort();
      assert.deepEqual(underProfile, ['grafana', 'prometheus']);
      for (const name of underProfile) assert.deepEqual(compose.services[name].profiles, ['monitoring'], name);
      assert.match(compose.services.prometheus.image ?? '', /^prom\/prometheus:v\d+\.\d+\.\d+$/);
      assert.match(compose.services.grafana.image ?? '', /^grafana\/grafana:\d+\.\d+\.\d+$/);
      for (const service of AllServices) {
        assert.equal(compose.services[service].profiles, undefined, `${service} runs without a profile`);
        const deps = Object.keys(compose.services[service].depends_on ?? {});
        assert.ok(!deps.includes('prometheus') && !deps.includes('grafana'), `${service} does not wait for monitoring`);
      }
    });

    it('gives every portal service its metrics port and token, reachable in the network and published nowhere', () => {
      const env = opsEnvironment();
      const compose = loadComposeFile(composePath, env);
      const job = (readYaml('prometheus.yml') as PrometheusConfig).scrape_configs.find((j) => j.job_name === 'portal')!;
      const discovery = job.dns_sd_configs[0];
      assert.deepEqual([...discovery.names].sort(), [...AllServices].sort(), 'Prometheus scrapes every service');
      for (const service of AllServices) {
        const container = serviceEnvironment(compose.services[service], env);
        assert.equal(container.METRICS_PORT, String(discovery.port), service);
        assert.equal(container.METRICS_HOST, '0.0.0.0', service);
        assert.equal(container.METRICS_TOKEN, env.METRICS_TOKEN, service);
        const ports = JSON.stringify(compose.services[service].ports ?? []);
        assert.doesNotMatch(ports, new RegExp(String(discovery.port)), `${service} does not publish its metrics port`);
      }
      // Production requires the token while the port is set: without it the services would not start.
      const { METRICS_TOKEN: _dropped, ...withoutToken } = serviceEnvironment(compose.services.membership, env);
      assert.deepEqual(
        configProblems(configClass('membership'), { ...withoutToken, NODE_ENV: 'production' }).map(
          (p) => p.split(':')[0],
        ),
        ['METRICS_TOKEN'],
      );
    });

    it('lets Prometheus send the token from a file compose makes of METRICS_TOKEN', () => {
      const compose = loadComposeFile(composePath, opsEnvironment());
      const job = (readYaml('prometheus.yml') as PrometheusConfig).scrape_configs.find((j) => j.job_name === 'portal')!;
      assert.deepEqual(job.authorization, { type: 'Bearer', credentials_file: '/run/secrets/metrics_token' });
      assert.deepEqual(compose.services.prometheus.secrets, ['metrics_token']);
      assert.deepEqual(compose.secrets, { metrics_token: { environment: 'METRICS_TOKEN' } });
      assert.ok(
        (compose.services.prometheus.volumes as string[]).includes(
          './infra/docker/monitoring/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
        ),
      );
    });

    it('refuses to start Grafana without its admin password instead of starting as admin/admin', async () => {
      const compose = loadComposeFile(composePath, opsEnvironment());
      const grafana = compose.services.grafana;
      assert.deepEqual((grafana.ports as string[])[0], '127.0.0.1:3000:3000', 'on the loopback only');
      const [shell, flag, script] = grafana.entrypoint as string[];
      assert.deepEqual([shell, flag], ['/bin/sh', '-c']);
      const unset = serviceEnvironment(grafana, opsEnvironment());
      assert.equal(unset.GF_SECURITY_ADMIN_PASSWORD, '');
      const refused = await run('sh', ['-c', script], { PATH: '/usr/bin:/bin', GF_SECURITY_ADMIN_PASSWORD: '' });
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /set GRAFANA_ADMIN_PASSWORD/);
      // The control: with a password it goes on to Grafana's own entrypoint (absent here).
      const started = await run('sh', ['-c', script], { PATH: '/usr/bin:/bin', GF_SECURITY_ADMIN_PASSWORD: secret() });
      assert.doesNotMatch(started.stderr, /set GRAFANA_ADMIN_PASSWORD/);
      assert.match(started.stderr, /run\.sh/);
    });

    it('provisions Grafana with the Prometheus data source and a dashboard that reads only metrics the services have', async () => {
      const datasource = (readYaml('grafana/provisioning/datasources/prometheus.yml') as GrafanaDatasources)
        .datasources[0];
      assert.equal(datasource.url, 'http://prometheus:9090');
      const dashboard = JSON.parse(readFileSync(join(monitoringDir, 'grafana/dashboards/portal.json'), 'utf8')) as {
        panels: Array<{ type: string; title: string; datasource?: { uid: string }; targets?: Array<{ expr: string }> }>;
      };
      const graphs = dashboard.panels.filter((panel) => panel.type !== 'row');
      for (const panel of graphs) assert.equal(panel.datasource?.uid, datasource.uid, panel.title);
      const exprs = graphs.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
      const used = new Set(exprs.flatMap((expr) => expr.match(/\b(portal|process|nodejs)_[a-z0-9_]+/g) ?? []));
      // Every portal metric is on the dashboard, and every name it reads exists (a typo would draw nothing).
      const known = new PortalMetrics();
      known.collectProcessMetrics();
      const processNames = [...(await known.exposition()).body.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]);
      const histogramSeries = (name: string) => name.replace(/_(bucket|sum|count)$/, '');
      for (const name of used) {
        const base = histogramSeries(name);
        assert.ok(
          (Object.values(MetricNames) as string[]).includes(base) || processNames.includes(base),
          `${name} is a metric the portal exposes`,
        );
      }
      const shown = new Set([...used].map(histogramSeries));
      for (const name of Object.values(MetricNames)) assert.ok(shown.has(name), `${name} is on the dashboard`);
      for (const title of ['Request rate', 'Latency p95', 'Errors', 'Outbox backlog', 'Consumer lag', 'E-mail queue'])
        assert.ok(
          graphs.some((panel) => panel.title === title),
          title,
        );
      const provider = (readYaml('grafana/provisioning/dashboards/portal.yml') as GrafanaProviders).providers[0];
      const compose = loadComposeFile(composePath, opsEnvironment());
      assert.ok(
        (compose.services.grafana.volumes as string[]).includes(
          `./infra/docker/monitoring/grafana/dashboards:${provider.options.path}:ro`,
        ),
      );
    });
  });
});
