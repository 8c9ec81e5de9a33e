/** WebSocket helpers shared by the benchmarks. */
import { createServer } from 'node:net';
import WebSocket from 'ws';

export type Message = Record<string, unknown>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on loopback. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => {
      socket.off('error', reject);
      // A reset after the bench closed or the server dropped the socket is reported by the
      // waits on it, not as an uncaught error.
      socket.on('error', () => undefined);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** Resolves with the first message that passes `test`; rejects after `timeoutMs`. */
export function nextMessage(socket: WebSocket, test: (m: Message) => boolean, timeoutMs = 60_000): Promise<Message> {
  return new Promise<Message>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('message', onMessage);
      reject(new Error('timed out waiting for a message'));
    }, timeoutMs);
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as Message;
      if (!test(message)) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
}

/** Waits until `url` answers 2xx, polling; false after `timeoutMs`. */
export async function waitHealthy(url: string, timeoutMs = 30_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await sleep(200);
  }
  return false;
}
