// Helpers for the start scripts: a free port, and waiting until a server answers /health.
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Resolves once `${baseUrl}/health` answers 200; rejects when `child` exits first or after `timeoutMs`. */
export async function waitForHealth(baseUrl, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${baseUrl}: the process exited (${child.exitCode}) before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // Still starting.
    }
    await delay(200);
  }
  throw new Error(`${baseUrl} did not answer /health within ${timeoutMs} ms`);
}

/**
 * Resolves once `${baseUrl}/ready` answers 200 (the instance takes new work); rejects when `child`
 * exits first or after `timeoutMs`. A draining instance answers 503 or refuses the connection.
 */
export async function waitForReady(baseUrl, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${baseUrl}: the process exited (${child.exitCode}) before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/ready`);
      if (response.ok) return;
    } catch {
      // Still starting.
    }
    await delay(200);
  }
  throw new Error(`${baseUrl} did not answer /ready within ${timeoutMs} ms`);
}
