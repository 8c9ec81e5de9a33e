import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importJWK, jwtVerify } from 'jose';

/**
 * A push service for tests: a real HTTPS server speaking the Web Push protocol's receiving
 * side (RFC 8030: POST to the subscription's endpoint, 201 Created), which checks the VAPID
 * authorization (RFC 8292) and lets the test decrypt the payload (RFC 8291, aes128gcm) with the
 * device's own keys, as the browser would. Its certificate (test-fixtures/) is self-signed for
 * 127.0.0.1: the server under test trusts it through PUSH_CA_FILE.
 */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-fixtures');
export const TEST_PUSH_CA_FILE = path.join(FIXTURES, 'push-service.crt');

/** A browser's push subscription: its key pair and secret stay here; the JSON goes to the server. */
export class TestDevice {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly authSecret = randomBytes(16);
  readonly publicKey: Buffer;

  constructor(readonly endpoint: string) {
    this.publicKey = this.ecdh.generateKeys();
  }

  /** What `PushSubscription.toJSON()` gives a page. */
  toJSON() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.publicKey.toString('base64url'), auth: this.authSecret.toString('base64url') },
    };
  }

  /** Decrypts an aes128gcm push body (RFC 8291 section 3.4, RFC 8188 section 2) with this device's keys. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    if (record.length > recordSize) throw new Error('a push payload of more than one record');
    const shared = this.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, senderKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero or more zero bytes of padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('a push payload without the last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

export interface ReceivedPush {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
  /** The claims of the VAPID token, checked against the key in the same header. */
  readonly vapid: { readonly aud: string; readonly sub: string; readonly key: string };
}

export class TestPushService {
  readonly received: ReceivedPush[] = [];
  /** Status by endpoint path; 201 otherwise. */
  private readonly statuses = new Map<string, number>();
  private waiters: Array<{ test: (push: ReceivedPush) => boolean; resolve: (push: ReceivedPush) => void }> = [];
  /** Requests refused before they were read as a push (a bad VAPID header), with why. */
  readonly refusals: string[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<TestPushService> {
    const server = createServer({ key: readFileSync(path.join(FIXTURES, 'push-service.key')), cert: readFileSync(TEST_PUSH_CA_FILE) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const service = new TestPushService(server, `https://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void service
          .accept(request.url ?? '/', request.headers, Buffer.concat(chunks))
          .then((status) => response.writeHead(status).end())
          .catch((error: unknown) => {
            service.refusals.push(error instanceof Error ? error.message : String(error));
            response.writeHead(401).end();
          });
      });
    });
    return service;
  }

  /** A new device subscribed at this service. */
  device(name = randomBytes(6).toString('hex')): TestDevice {
    return new TestDevice(`${this.url}/push/${name}`);
  }

  /** From now on, pushes to `device` answer `status` (410: the subscription is gone). */
  answer(device: TestDevice, status: number): void {
    this.statuses.set(new URL(device.endpoint).pathname, status);
  }

  /** Pushes that reached `device`'s endpoint so far. */
  to(device: TestDevice): ReceivedPush[] {
    const target = new URL(device.endpoint).pathname;
    return this.received.filter((push) => push.path === target);
  }

  /** The first push (received or to come) that passes `test`. */
  next(test: (push: ReceivedPush) => boolean, timeoutMs = 10_000): Promise<ReceivedPush> {
    const seen = this.received.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching push within ${timeoutMs} ms; got ${this.received.length}`)), timeoutMs);
      this.waiters.push({
        test,
        resolve: (push) => {
          clearTimeout(timer);
          resolve(push);
        },
      });
    });
  }

  /** The next push to `device`, decrypted and parsed. */
  async nextTo(device: TestDevice, already = 0): Promise<{ push: ReceivedPush; payload: Record<string, unknown> }> {
    const target = new URL(device.endpoint).pathname;
    let count = 0;
    const push = await this.next((p) => p.path === target && ++count > already);
    return { push, payload: JSON.parse(device.decrypt(push.body)) as Record<string, unknown> };
  }

  private async accept(pathName: string, headers: ReceivedPush['headers'], body: Buffer): Promise<number> {
    const vapid = await verifyVapid(String(headers.authorization ?? ''), this.url);
    const push: ReceivedPush = { path: pathName, headers, body, vapid };
    this.received.push(push);
    this.waiters = this.waiters.filter((w) => (w.test(push) ? (w.resolve(push), false) : true));
    return this.statuses.get(pathName) ?? 201;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292 section 3): the token must be signed by that key, for this origin, unexpired. */
async function verifyVapid(header: string, origin: string): Promise<ReceivedPush['vapid']> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const point = Buffer.from(match[2], 'base64url');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1], key, { audience: origin, algorithms: ['ES256'] });
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
    throw new Error(`bad VAPID subject ${String(payload.sub)}`);
  return { aud: origin, sub: payload.sub, key: match[2] };
}
