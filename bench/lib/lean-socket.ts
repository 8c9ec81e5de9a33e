/**
 * A lean WebSocket client for the battle bench's own processes (bench/lib/battle-worker.ts), so
 * the clients cost the shared cores as little as possible: `ws` spent most of a worker's CPU on
 * its stream-based receiver, an event per message, an http.ClientRequest per upgrade and its
 * closing handshake (issue 36). This one is a raw TCP socket with the upgrade written by hand,
 * reads into one buffer shared by every socket of the process (net's `onread`: no Buffer and
 * no stream machinery per read), parses frames in place and hands each text frame to a single
 * callback as (buffer, start, end), valid only during the call. A frame the callback does not
 * want is never decoded.
 *
 * What the server sees is what `ws` sent: the same upgrade (less the permessage-deflate offer,
 * which the server does not take), masked frames, pongs to its pings, a close frame with the
 * code and the server's close answered. Enough for the bench, not a general client: no
 * extensions, no subprotocols, no redirects, no close timeout.
 */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';
import { sourceAddress } from './sockets.js';

export const CONNECTING = 0;
export const OPEN = 1;
export const CLOSING = 2;
export const CLOSED = 3;

/** A text (or binary) message: `data[start..end)`, valid only until the callback returns. */
export type OnMessage = (data: Buffer, start: number, end: number) => void;

/**
 * Every frame from a client must be masked (RFC 6455 5.3), and a server drops one that is not.
 * The key's purpose is to keep a browser script from choosing the bytes a proxy sees on the
 * wire (cache poisoning); the bench writes its own payloads to its own server, so an
 * unpredictable key per frame protects nothing here. One random key per process is used for
 * every frame: the payload is still XORed with it and the server still unmasks it (not zero:
 * `ws` skips the unmasking for an all-zero key, which would spare the measured server work).
 */
const MASK = randomBytes(4);
if ((MASK[0]! | MASK[1]! | MASK[2]! | MASK[3]!) === 0) MASK[0] = 1;
const [M0, M1, M2, M3] = [MASK[0]!, MASK[1]!, MASK[2]!, MASK[3]!];

/**
 * Sec-WebSocket-Key only proves to the client that the server speaks WebSocket; a fixed one is
 * as good for the bench (no random bytes per socket), and its accept value is then a constant
 * to look for in the answer.
 */
const KEY = 'ZmFuY2xhc2gtYmVuY2gtMQ==';
const ACCEPT = createHash('sha1').update(`${KEY}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');

/** Where every socket of the process reads (one read is parsed fully before the next). */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);

const EMPTY = Buffer.alloc(0);

/** TCP errors of this process's sockets by stage and code (a refused or reset connection), for a run's warnings. */
export const socketErrors: Record<string, number> = {};

export class LeanSocket {
  readyState: number = CONNECTING;
  onopen: (() => void) | null = null;
  /** Each text or binary message; null drops them undecoded (the arena watchers). */
  onmessage: OnMessage | null = null;
  /** Once the TCP connection is gone, with the close frame's code (1005 when it had none, 1006 when there was none). */
  onclose: ((code: number) => void) | null = null;
  /** A failed connection or upgrade, or a broken frame; onclose follows. */
  onerror: ((error: Error) => void) | null = null;

  private readonly socket: net.Socket;
  /** Bytes of an incomplete frame (or of the upgrade's answer) kept from the last read. */
  private partial: Buffer | null = null;
  /** The parts of a fragmented message, and its first frame's opcode. */
  private fragments: Buffer[] | null = null;
  private closeCode = 1006;
  private closeSent = false;
  private closeReceived = false;

  constructor(url: string) {
    const { protocol, hostname, port, pathname, search } = new URL(url);
    const secure = protocol === 'wss:';
    const host = hostname.replace(/^\[|\]$/g, '');
    const portNumber = Number(port || (secure ? 443 : 80));
    const localAddress = sourceAddress(url);
    const onRead = (n: number, data: Buffer) => {
      this.read(data, n);
      return true;
    };
    this.socket = secure
      ? tls.connect({ host, port: portNumber, servername: host, ...(localAddress ? { localAddress } : {}) })
      : net.connect({
          host,
          port: portNumber,
          ...(localAddress ? { localAddress } : {}),
          onread: { buffer: READ_BUFFER, callback: onRead },
        });
    if (secure) this.socket.on('data', (chunk: Buffer) => this.read(chunk, chunk.length));
    this.socket.setNoDelay(true);
    this.socket.once(secure ? 'secureConnect' : 'connect', () => {
      this.socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${host}:${portNumber}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${KEY}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        'latin1',
      );
    });
    // A reset or refusal: the 'close' that follows reports it.
    this.socket.on('error', (error: NodeJS.ErrnoException) => {
      const code = `${this.readyState === CONNECTING ? 'opening' : 'open'} ${error.code ?? error.message}`;
      socketErrors[code] = (socketErrors[code] ?? 0) + 1;
      if (this.readyState === CONNECTING) this.fail(error);
    });
    this.socket.once('close', () => {
      this.readyState = CLOSED;
      this.onclose?.(this.closeCode);
    });
  }

  /** Sends one text frame; dropped unless the socket is open. */
  send(text: string): boolean {
    if (this.readyState !== OPEN) return false;
    this.frame(0x1, text);
    return true;
  }

  /** Starts the closing handshake (the server answers and closes the connection). */
  close(code = 1000): void {
    if (this.readyState === CONNECTING) {
      this.fail(new Error('WebSocket was closed before the connection was established'));
      return;
    }
    if (this.readyState !== OPEN) return;
    this.readyState = CLOSING;
    this.sendClose(code);
    if (this.closeReceived) this.socket.end();
  }

  /** Drops the connection at once. */
  terminate(): void {
    this.socket.destroy();
  }

  private fail(error: Error): void {
    if (this.readyState === CLOSED) return;
    const handler = this.onerror;
    this.onerror = null;
    if (this.readyState !== CONNECTING) this.readyState = CLOSING;
    this.socket.destroy();
    handler?.(error);
  }

  private sendClose(code: number): void {
    this.closeSent = true;
    if (code === 1005) return this.frame(0x8, EMPTY);
    const payload = Buffer.allocUnsafe(2);
    payload.writeUInt16BE(code, 0);
    this.frame(0x8, payload);
  }

  /** Writes one final frame of `opcode`, masked, in one write. */
  private frame(opcode: number, payload: string | Buffer): void {
    const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    const header = length < 126 ? 6 : length < 65536 ? 8 : 14;
    const frame = Buffer.allocUnsafe(header + length);
    frame[0] = 0x80 | opcode;
    if (length < 126) frame[1] = 0x80 | length;
    else if (length < 65536) {
      frame[1] = 0x80 | 126;
      frame.writeUInt16BE(length, 2);
    } else {
      frame[1] = 0x80 | 127;
      frame.writeUInt32BE(0, 2);
      frame.writeUInt32BE(length, 6);
    }
    frame[header - 4] = M0;
    frame[header - 3] = M1;
    frame[header - 2] = M2;
    frame[header - 1] = M3;
    if (typeof payload === 'string') frame.write(payload, header, 'utf8');
    else payload.copy(frame, header);
    for (let i = 0; i < length; i += 1) frame[header + i] = frame[header + i]! ^ MASK[i & 3]!;
    this.socket.write(frame);
  }

  /** One read: `data[0..n)`; `data` may be the shared read buffer, so nothing of it is kept uncopied. */
  private read(data: Buffer, n: number): void {
    if (this.readyState === CLOSED) return;
    let start = 0;
    let end = n;
    let owned = data !== READ_BUFFER;
    if (this.partial) {
      data = Buffer.concat([this.partial, data.subarray(0, n)]);
      this.partial = null;
      end = data.length;
      owned = true;
    }
    if (this.readyState === CONNECTING) {
      start = this.upgrade(data, end);
      if (start < 0) {
        if (start === -1) this.partial = owned ? data.subarray(0, end) : Buffer.from(data.subarray(0, end));
        return;
      }
    }
    while (end - start >= 2) {
      const b0 = data[start]!;
      const b1 = data[start + 1]!;
      let length = b1 & 0x7f;
      let at = start + 2;
      if (length === 126) {
        if (end - at < 2) break;
        length = (data[at]! << 8) | data[at + 1]!;
        at += 2;
      } else if (length === 127) {
        if (end - at < 8) break;
        length = data.readUInt32BE(at) * 2 ** 32 + data.readUInt32BE(at + 4);
        at += 8;
      }
      if (b1 & 0x80) return this.fail(new Error('a masked frame from the server'));
      if (end - at < length) break;
      this.dispatch(b0, data, at, at + length);
      start = at + length;
      if (this.readyState === CLOSED) return;
    }
    if (start < end) this.partial = owned ? data.subarray(start, end) : Buffer.from(data.subarray(start, end));
  }

  /**
   * The server's answer to the upgrade: where the frames begin once it is complete and a 101,
   * -1 while it is incomplete, -2 when it refused (reported as an error, like `ws`).
   */
  private upgrade(data: Buffer, end: number): number {
    const head = data.subarray(0, end).indexOf('\r\n\r\n');
    if (head < 0) {
      if (end <= 16_384) return -1;
      this.fail(new Error('the upgrade answer is too long'));
      return -2;
    }
    const text = data.toString('latin1', 0, head);
    const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
    if (status !== '101') {
      this.fail(new Error(`Unexpected server response: ${status ?? text.slice(0, 40)}`));
      return -2;
    }
    if (!text.includes(ACCEPT)) {
      this.fail(new Error('Invalid Sec-WebSocket-Accept header'));
      return -2;
    }
    this.readyState = OPEN;
    this.onopen?.();
    return head + 4;
  }

  private dispatch(b0: number, data: Buffer, start: number, end: number): void {
    const opcode = b0 & 0x0f;
    const fin = (b0 & 0x80) !== 0;
    if (opcode === 0x1 || opcode === 0x2) {
      if (this.fragments) return this.fail(new Error('a new message inside a fragmented one'));
      if (fin) {
        if (this.readyState === OPEN) this.onmessage?.(data, start, end);
      } else this.fragments = [Buffer.from(data.subarray(start, end))];
    } else if (opcode === 0x0) {
      if (!this.fragments) return this.fail(new Error('a continuation frame outside a message'));
      this.fragments.push(Buffer.from(data.subarray(start, end)));
      if (fin) {
        const whole = Buffer.concat(this.fragments);
        this.fragments = null;
        if (this.readyState === OPEN) this.onmessage?.(whole, 0, whole.length);
      }
    } else if (opcode === 0x8) {
      this.closeReceived = true;
      this.closeCode = end - start >= 2 ? data.readUInt16BE(start) : 1005;
      if (!this.closeSent) {
        this.readyState = CLOSING;
        this.sendClose(this.closeCode);
      }
      this.socket.end();
    } else if (opcode === 0x9) {
      if (this.readyState === OPEN) this.frame(0xa, Buffer.from(data.subarray(start, end)));
    } else if (opcode !== 0xa) this.fail(new Error(`an unknown opcode ${opcode}`));
  }
}

/** A lean socket to `url`, from the next loopback source address when the server is on this machine. */
export const connectLean = (url: string): LeanSocket => new LeanSocket(url);

/** Resolves once `url` is open; rejects when it cannot be. */
export function openLean(url: string): Promise<LeanSocket> {
  return new Promise((resolve, reject) => {
    const socket = new LeanSocket(url);
    socket.onopen = () => {
      socket.onopen = null;
      // A reset after the bench closed or the server dropped the socket is reported by the waits on it.
      socket.onerror = null;
      resolve(socket);
    };
    socket.onerror = (error) => reject(new Error(`opening ${url.replace(/\?.*/, '')}: ${error.message}`));
  });
}

/** The text of a message. */
export const text = (data: Buffer, start: number, end: number): string => data.toString('utf8', start, end);

const PREFIX = Buffer.from('{"type":"');

/**
 * Reads a message's type from its first bytes, without decoding it: the server writes `type`
 * first in every message. Returns one of `names` (the same string), '' for any other type, or
 * null when the message does not begin with its type (then parse it to know).
 */
export function typeSniffer<T extends string>(names: readonly T[]): (data: Buffer, start: number, end: number) => T | '' | null {
  const byLength = new Map<number, Array<{ name: T; bytes: Buffer }>>();
  for (const name of names) {
    const bytes = Buffer.from(`${name}"`);
    byLength.set(bytes.length, [...(byLength.get(bytes.length) ?? []), { name, bytes }]);
  }
  const longest = Math.max(...byLength.keys());
  return (data, start, end) => {
    if (end - start < PREFIX.length + 2) return null;
    for (let i = 0; i < PREFIX.length; i += 1) if (data[start + i] !== PREFIX[i]) return null;
    const from = start + PREFIX.length;
    const limit = Math.min(end, from + longest);
    let quote = from;
    while (quote < limit && data[quote] !== 0x22 && data[quote] !== 0x5c) quote += 1;
    // A backslash: an escaped type, which the server never writes; parse it to be sure.
    if (quote === limit) return '';
    if (data[quote] === 0x5c) return null;
    const candidates = byLength.get(quote + 1 - from);
    if (!candidates) return '';
    for (const { name, bytes } of candidates) {
      let same = true;
      for (let i = 0; i < bytes.length - 1 && same; i += 1) same = data[from + i] === bytes[i];
      if (same) return name;
    }
    return '';
  };
}

/** Resolves with the first message of `type` (parsed; `test` may narrow it); rejects after `timeoutMs` or on a close. */
export function nextOfType(
  socket: LeanSocket,
  type: string,
  test: (m: Record<string, unknown>) => boolean = () => true,
  timeoutMs = 60_000,
): Promise<Record<string, unknown>> {
  const sniff = typeSniffer([type]);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.onmessage = null;
      reject(new Error(`timed out waiting for ${type}`));
    }, timeoutMs);
    socket.onmessage = (data, start, end) => {
      const sniffed = sniff(data, start, end);
      if (sniffed === '') return;
      const m = JSON.parse(text(data, start, end)) as Record<string, unknown>;
      if (m.type !== type || !test(m)) return;
      clearTimeout(timer);
      socket.onmessage = null;
      resolve(m);
    };
  });
}
