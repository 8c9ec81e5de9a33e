import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from '../scripts/lib/nginx-config.mjs';

/**
 * The operator's two ways to run a cluster share one nginx configuration: start:cluster's
 * generated file and compose.yaml's proxy both include deploy/nginx/http.conf and site.conf.
 */
const deployDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(deployDir, '..');
const NGINX = '/usr/sbin/nginx';

interface ComposeService {
  readonly build?: { readonly target?: string; readonly dockerfile?: string };
  readonly volumes?: readonly string[];
  readonly deploy?: { readonly replicas?: number };
  readonly environment?: Record<string, string>;
  readonly depends_on?: Record<string, unknown> | readonly string[];
  readonly ports?: readonly string[];
}

const compose = load(readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8')) as { services: Record<string, ComposeService> };

describe('deploy/compose.yaml', () => {
  it('parses into nginx, two app replicas, PostgreSQL with a volume, Redis, Prometheus and Grafana', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'grafana', 'postgres', 'prometheus', 'proxy', 'redis']);
    expect(compose.services.app?.deploy?.replicas).toBe(2);
    expect(compose.services.app?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(compose.services.app?.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(compose.services.postgres?.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(compose.services.proxy?.build?.target).toBe('proxy');
    expect(compose.services.app?.build?.target).toBe('app');
  });

  it('gives nginx the same http.conf and site.conf that start:cluster includes', () => {
    const mounts = compose.services.proxy?.volumes ?? [];
    const mounted = mounts.map((volume) => volume.split(':')[0] ?? '');
    expect(mounted).toEqual(expect.arrayContaining(['./nginx/compose.conf', './nginx/http.conf', './nginx/site.conf']));
    for (const file of mounted) expect(existsSync(path.join(deployDir, file)), file).toBe(true);
    const composeConf = readFileSync(path.join(deployDir, 'nginx/compose.conf'), 'utf8');
    expect(composeConf).toContain('include /etc/nginx/fanclash/http.conf;');
    expect(composeConf).toContain('include /etc/nginx/fanclash/site.conf;');
    expect(mounts).toEqual(
      expect.arrayContaining(['./nginx/http.conf:/etc/nginx/fanclash/http.conf:ro', './nginx/site.conf:/etc/nginx/fanclash/site.conf:ro']),
    );

    const generated = nginxConfig({
      listen: 3000,
      upstreams: ['127.0.0.1:4001', '127.0.0.1:4002'],
      webRoot: path.join(root, 'apps/web/dist'),
      siteConf: path.join(deployDir, 'nginx/site.conf'),
      httpConf: path.join(deployDir, 'nginx/http.conf'),
      runDir: '/tmp/run',
      workers: 'auto',
      brotli: false,
    });
    expect(generated).toContain(`include ${path.join(deployDir, 'nginx/http.conf')};`);
    expect(generated).toContain(`include ${path.join(deployDir, 'nginx/site.conf')};`);
    expect(generated).toContain('server 127.0.0.1:4001');
    expect(generated).toContain('server 127.0.0.1:4002');
    // Both set no instance aside after a refused connection (a rolling restart's drain).
    const maxFails = (conf: string) => [...conf.matchAll(/^\s*server \S+ (.*);$/gm)].map((match) => match[1]);
    expect(maxFails(composeConf)).toEqual(['max_fails=0']);
    expect(maxFails(generated)).toEqual(['max_fails=0', 'max_fails=0']);
  });

  it('builds a non-root app image with a health check', () => {
    const dockerfile = readFileSync(path.join(deployDir, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/FROM .* AS app[\s\S]*USER node[\s\S]*HEALTHCHECK/);
    expect(dockerfile).toContain('--omit=dev');
    expect(dockerfile).toMatch(/COPY deploy\/nginx\/http\.conf deploy\/nginx\/site\.conf \/etc\/nginx\/fanclash\//);
  });
});

describe('metrics in deploy/compose.yaml', () => {
  interface ScrapeConfig {
    readonly metrics_path?: string;
    readonly dns_sd_configs?: ReadonlyArray<{ names: string[]; type: string; port: number }>;
  }
  const prometheus = load(readFileSync(path.join(deployDir, 'prometheus.yml'), 'utf8')) as { scrape_configs: ScrapeConfig[] };

  it('serves /metrics on every replica on a private port that neither nginx nor the host reaches', () => {
    const app = compose.services.app;
    const port = Number(app?.environment?.METRICS_PORT);
    expect(port).toBeGreaterThan(0);
    expect(app?.ports).toBeUndefined();
    for (const file of ['nginx/site.conf', 'nginx/http.conf', 'nginx/compose.conf'])
      expect(readFileSync(path.join(deployDir, file), 'utf8'), file).not.toContain(String(port));
    // Prometheus and Grafana are published on loopback only.
    for (const name of ['prometheus', 'grafana']) for (const p of compose.services[name]?.ports ?? []) expect(p).toMatch(/^127\.0\.0\.1:/);
  });

  it('has Prometheus scrape every app replica (DNS answers the service name with each one) at the metrics port', () => {
    const mounts = compose.services.prometheus?.volumes ?? [];
    expect(mounts).toContain('./prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    const jobs = prometheus.scrape_configs.filter((job) => job.dns_sd_configs?.some((sd) => sd.names.includes('app')));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.metrics_path ?? '/metrics').toBe('/metrics');
    expect(jobs[0]?.dns_sd_configs?.[0]).toMatchObject({ type: 'A', port: Number(compose.services.app?.environment?.METRICS_PORT) });
  });

  it('provisions Grafana with the Prometheus data source and the FanClash dashboard', () => {
    const mounts = (compose.services.grafana?.volumes ?? []).map((volume) => volume.split(':'));
    for (const [from] of mounts) if (from?.startsWith('./')) expect(existsSync(path.join(deployDir, from)), from).toBe(true);
    const datasources = load(readFileSync(path.join(deployDir, 'grafana/provisioning/datasources/prometheus.yml'), 'utf8')) as {
      datasources: Array<{ uid: string; url: string; type: string }>;
    };
    expect(datasources.datasources[0]).toMatchObject({ uid: 'prometheus', type: 'prometheus', url: 'http://prometheus:9090' });
    const providers = load(readFileSync(path.join(deployDir, 'grafana/provisioning/dashboards/fanclash.yml'), 'utf8')) as {
      providers: Array<{ options: { path: string } }>;
    };
    const dashboardsDir = providers.providers[0]?.options.path;
    expect(mounts.some(([from, to]) => from === './grafana/dashboards' && to === dashboardsDir)).toBe(true);

    // The JSON parses, and every panel queries the provisioned data source. (That each metric
    // it names is one the server exports is checked against the server's registry in
    // apps/server/src/platform/metrics/metrics.test.ts.)
    const dashboard = JSON.parse(readFileSync(path.join(deployDir, 'grafana/dashboards/fanclash.json'), 'utf8')) as {
      uid: string;
      panels: Array<{ type: string; datasource?: { uid: string }; targets?: Array<{ expr: string }> }>;
    };
    expect(dashboard.uid).toBe('fanclash');
    const graphs = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(graphs.length).toBeGreaterThanOrEqual(12);
    for (const panel of graphs) {
      expect(panel.datasource?.uid).toBe('prometheus');
      expect(panel.targets?.length).toBeGreaterThan(0);
    }
  });
});

describe('start:cluster nginx configuration', () => {
  it.skipIf(!existsSync(NGINX))('passes nginx -t with the shared files', () => {
    const runDir = mkdtempSync(path.join(tmpdir(), 'fanclash-nginx-test-'));
    try {
      mkdirSync(path.join(runDir, 'temp'));
      const conf = path.join(runDir, 'nginx.conf');
      writeFileSync(
        conf,
        nginxConfig({
          listen: 39_999,
          upstreams: ['127.0.0.1:40001'],
          webRoot: path.join(root, 'apps/web/dist'),
          siteConf: path.join(deployDir, 'nginx/site.conf'),
          httpConf: path.join(deployDir, 'nginx/http.conf'),
          runDir,
          workers: '1',
          brotli: existsSync('/etc/nginx/modules-enabled/50-mod-http-brotli-static.conf'),
        }),
      );
      const result = spawnSync(NGINX, ['-t', '-q', '-c', conf], { encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  });
});
