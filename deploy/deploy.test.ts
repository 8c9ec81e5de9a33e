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
  readonly depends_on?: Record<string, unknown>;
}

const compose = load(readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8')) as { services: Record<string, ComposeService> };

describe('deploy/compose.yaml', () => {
  it('parses into nginx, two app replicas, PostgreSQL with a volume and Redis', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'postgres', 'proxy', 'redis']);
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
  });

  it('builds a non-root app image with a health check', () => {
    const dockerfile = readFileSync(path.join(deployDir, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/FROM .* AS app[\s\S]*USER node[\s\S]*HEALTHCHECK/);
    expect(dockerfile).toContain('--omit=dev');
    expect(dockerfile).toMatch(/COPY deploy\/nginx\/http\.conf deploy\/nginx\/site\.conf \/etc\/nginx\/fanclash\//);
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
