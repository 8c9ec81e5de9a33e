import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = path.join(here, 'child-server.ts');
const SERVER_ROOT = path.resolve(here, '../..');

let builds = 0;
/**
 * The child server bundled as build.mjs bundles main.js (npm dependencies stay external): a
 * plain `node` start takes a second or two where loading the sources through tsx took most of
 * a minute on a busy machine. Written to apps/server/.test-child-<pid>-<n> (git-ignored, beside
 * drizzle/ as dist/ is, so the app finds its migrations) and removed once the child listens.
 */
async function childBundle(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(pkg.dependencies)
    .filter((name) => !name.startsWith('@fanclash/'))
    .flatMap((name) => [name, `${name}/*`]);
  builds += 1;
  const outdir = path.join(SERVER_ROOT, `.test-child-${process.pid}-${builds}`);
  await build({
    entryPoints: {
      'child-server': SCRIPT,
      'pglite-worker': path.join(SERVER_ROOT, 'src/platform/db/pglite-worker.ts'),
      'card-worker': path.join(SERVER_ROOT, 'src/features/share/card-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external,
    logLevel: 'warning',
  });
  return outdir;
}

export interface ChildServer {
  readonly url: string;
  readonly wsUrl: string;
  readonly process: ChildProcess;
  /** SIGKILL, as a crash would: no shutdown code runs. Resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

/** Starts src/test/child-server.ts (bundled) with this environment; resolves once it listens. */
export async function startChildServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ChildServer> {
  const bundle = await childBundle();
  const child = spawn(process.execPath, [path.join(bundle, 'child-server.js')], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child server did not start: ${stderr}`)), timeoutMs);
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve((JSON.parse(line) as { port: number }).port);
      } catch {
        reject(new Error(`unexpected child output: ${line} ${stderr}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child server exited (${code}): ${stderr}`));
    });
  }).finally(() => rm(bundle, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    wsUrl: url.replace(/^http/, 'ws'),
    process: child,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
