import { once } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, signUp, startTestServer, uniqueName, type TestServer } from '../../test/harness.js';

/**
 * A real SMTP peer that fails: each connection is held open (no greeting) until the test
 * releases it, then refused with 554. Holding it proves the answer does not wait for the mail.
 */
class BrokenSmtp {
  readonly held: net.Socket[] = [];
  private waiters: Array<() => void> = [];
  private readonly server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    this.held.push(socket);
    for (const wake of this.waiters.splice(0)) wake();
  });

  async start(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async connections(count: number): Promise<void> {
    while (this.held.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    for (const socket of this.held) socket.end('554 5.3.2 Service unavailable\r\n');
  }

  async stop(): Promise<void> {
    for (const socket of this.held) socket.destroy();
    this.server.close();
  }
}

describe.each(BACKENDS)('forgot password with a failing SMTP server (%s)', (backend) => {
  const smtp = new BrokenSmtp();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, realMailer: true, env: { SMTP_URL: await smtp.start() } });
  });
  afterAll(async () => {
    smtp.release();
    await server.close();
    await smtp.stop();
  });

  const forgot = (email: string) =>
    server.app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email },
      remoteAddress: `10.88.${Math.floor(Math.random() * 250)}.1`,
    });

  it('answers an existing and an unknown address alike, before the mail is even sent, and survives the failure', async () => {
    const user = await signUp(server);
    const existing = await forgot(user.email);
    // The SMTP server has not said a word yet, and the answer is already here.
    const unknown = await forgot(`${uniqueName('ghost')}@example.com`);
    expect(existing.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(existing.body).toBe(unknown.body);

    // Only the existing address reaches the SMTP server, and it refuses.
    await smtp.connections(1);
    smtp.release();
    const again = await forgot(user.email);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(unknown.body);
    await smtp.connections(2);
    expect(smtp.held).toHaveLength(2);
  });
});
