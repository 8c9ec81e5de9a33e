import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = path.join(here, 'child-server.ts');

export interface ChildServer {
  readonly url: string;
  readonly wsUrl: string;
  readonly process: ChildProcess;
  /** SIGKILL, as a crash would: no shutdown code runs. Resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

/** Starts src/test/child-server.ts under tsx with this environment; resolves once it listens. */
export async function startChildServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
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
  });
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
