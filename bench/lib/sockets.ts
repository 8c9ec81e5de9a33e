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

/**
 * Source addresses for sockets to a server on this machine. A connection is named by its two
 * addresses and ports: from one address to one server port there are only ~28,000 ephemeral
 * ports, and each closed connection holds its name for a minute (TIME_WAIT). Arrivals that
 * open and close user sockets by the thousand would run into connections still closing, and
 * the kernel answers those with a reset. All of 127.0.0.0/8 is this machine, so spreading the
 * sockets over several source addresses gives each its own ports.
 */
const LOOPBACK_SOURCES = Array.from({ length: 16 }, (_, i) => `127.0.0.${i + 2}`);
let nextSource = Math.floor(Math.random() * LOOPBACK_SOURCES.length);
const isLoopback = (url: string) => /^wss?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url);

/** The next loopback source address for a socket to `url` when the server is on this machine; else undefined. */
export const sourceAddress = (url: string): string | undefined =>
  isLoopback(url) ? LOOPBACK_SOURCES[nextSource++ % LOOPBACK_SOURCES.length] : undefined;

/** A WebSocket to `url`, from the next loopback source address when the server is on this machine. */
export function connect(url: string): WebSocket {
  const localAddress = sourceAddress(url);
  return new WebSocket(url, localAddress ? { localAddress } : {});
}

export function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url);
    socket.once('open', () => {
      socket.off('error', reject);
      // A reset after the bench closed or the server dropped the socket is reported by the
      // waits on it, not as an uncaught error.
      socket.on('error', () => undefined);
      resolve(socket);
    });
    socket.once('error', (error) => reject(new Error(`opening ${url.replace(/\?.*/, '')}: ${error.message}`)));
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
