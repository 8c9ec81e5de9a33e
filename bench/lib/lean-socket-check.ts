/**
 * Checks bench/lib/lean-socket.ts against `ws`'s server and a hand-written one that splits its
 * frames byte by byte: `npx tsx bench/lib/lean-socket-check.ts` (a few seconds; exits 1 on a failure).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import net from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { CLOSED, LeanSocket, openLean, text, typeSniffer } from './lean-socket.js';
import { freePort, sleep } from './sockets.js';

const messages = (socket: LeanSocket): string[] => {
  const got: string[] = [];
  socket.onmessage = (data, start, end) => got.push(text(data, start, end));
  return got;
};
const closed = (socket: LeanSocket) => new Promise<number>((resolve) => (socket.onclose = resolve));
const until = async (test: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !test(); i += 1) await sleep(10);
  assert.ok(test(), what);
};

async function withWs(run: (url: string, server: WebSocketServer) => Promise<void>): Promise<void> {
  const port = await freePort();
  const server = new WebSocketServer({ port, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`ws://127.0.0.1:${port}/ws/battle/x?username=a&token=b`, server);
  } finally {
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
}

const checks: Record<string, () => Promise<void>> = {
  'echo, sizes 0 to 70,000 bytes and UTF-8 both ways': () =>
    withWs(async (url, server) => {
      server.on('connection', (s: WebSocket) => s.on('message', (data) => s.send(data.toString())));
      const socket = await openLean(url);
      const got = messages(socket);
      const sent = [
        '',
        'a',
        'é'.repeat(62),
        'x'.repeat(125),
        'y'.repeat(126),
        'z'.repeat(65_535),
        'Ω'.repeat(35_000),
        '{"type":"next_question"}',
      ];
      for (const m of sent) socket.send(m);
      await until(() => got.length === sent.length, 'every echo back');
      assert.deepEqual(got, sent);
      socket.close();
      assert.equal(await closed(socket), 1000);
      assert.equal(socket.readyState, CLOSED);
    }),
  'many frames in one write, fragmented messages, a ping between fragments': () =>
    withWs(async (url, server) => {
      let pongs = 0;
      server.on('connection', (s: WebSocket) => {
        s.on('pong', (data) => (pongs += data.toString() === 'hi' ? 1 : 0));
        for (let i = 0; i < 500; i += 1) s.send(`m${i}`);
        s.send('ab', { fin: false });
        s.ping('hi');
        s.send('cd', { fin: false });
        s.send('ef', { fin: true });
      });
      const socket = new LeanSocket(url);
      const got = messages(socket);
      await until(() => got.length === 501, 'all 501 messages');
      assert.equal(got[499], 'm499');
      assert.equal(got[500], 'abcdef');
      await until(() => pongs === 1, 'the pong with the ping payload');
      socket.close(4000);
      await closed(socket);
    }),
  "the server's close code; 1005 without one": () =>
    withWs(async (url, server) => {
      server.on('connection', (s: WebSocket, request) => (request.url?.includes('bare') ? s.close() : s.close(4012, 'Instance draining')));
      assert.equal(await closed(await openLean(url)), 4012);
      assert.equal(await closed(await openLean(`${url}&bare=1`)), 1005);
    }),
  'a dropped connection closes with 1006': () =>
    withWs(async (url, server) => {
      server.on('connection', (s: WebSocket) => setTimeout(() => s.terminate(), 20));
      assert.equal(await closed(await openLean(url)), 1006);
    }),
  'a refused upgrade and a refused connection reject, then close': async () => {
    const port = await freePort();
    const http = net.createServer((c) => c.end('HTTP/1.1 401 Unauthorized\r\ncontent-length: 0\r\n\r\n')).listen(port, '127.0.0.1');
    await assert.rejects(openLean(`ws://127.0.0.1:${port}/ws`), /Unexpected server response: 401/);
    http.close();
    const nobody = await freePort();
    const socket = new LeanSocket(`ws://127.0.0.1:${nobody}/ws`);
    const error = new Promise<Error>((resolve) => (socket.onerror = resolve));
    assert.match((await error).message, /ECONNREFUSED/);
    assert.equal(await closed(socket), 1006);
  },
  'the upgrade answer and frames split byte by byte': async () => {
    const port = await freePort();
    const frame = (body: string) => {
      const payload = Buffer.from(body);
      const head =
        payload.length < 126 ? Buffer.from([0x81, payload.length]) : Buffer.from([0x81, 126, payload.length >> 8, payload.length & 255]);
      return Buffer.concat([head, payload]);
    };
    let maskedOk = false;
    const raw = net
      .createServer((c) => {
        c.once('data', async (request) => {
          const key = /Sec-WebSocket-Key: (.+)\r\n/.exec(request.toString())?.[1] ?? '';
          const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
          const bytes = Buffer.concat([
            Buffer.from(
              `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
            ),
            frame('{"type":"quiz_ready"}'),
            frame('w'.repeat(300)),
            Buffer.from([0x88, 2, 0x0f, 0xa0]), // close 4000
          ]);
          c.on('data', (d) => {
            // The client's frames are masked: the mask bit, then the key, then the XORed code.
            if (d[0] === 0x88 && (d[1]! & 0x80) !== 0) maskedOk = ((d[6]! ^ d[2]!) << 8) + (d[7]! ^ d[3]!) === 4000;
            c.end();
          });
          for (const byte of bytes) {
            c.write(Buffer.from([byte]));
            await sleep(0);
          }
        });
      })
      .listen(port, '127.0.0.1');
    const socket = new LeanSocket(`ws://127.0.0.1:${port}/x`);
    const got = messages(socket);
    assert.equal(await closed(socket), 4000);
    assert.deepEqual(got, ['{"type":"quiz_ready"}', 'w'.repeat(300)]);
    assert.ok(maskedOk, 'the close frame echoed, masked');
    raw.close();
  },
  'typeSniffer: known, other, and not sniffable': async () => {
    const sniff = typeSniffer(['error', 'next_question', 'battle_end'] as const);
    const at = (s: string) => {
      const b = Buffer.from(`__${s}__`);
      return sniff(b, 2, b.length - 2);
    };
    assert.equal(at('{"type":"next_question","x":1}'), 'next_question');
    assert.equal(at('{"type":"error","code":"x"}'), 'error');
    assert.equal(at('{"type":"errors","code":"x"}'), '');
    assert.equal(at('{"type":"battle_ends"}'), '');
    assert.equal(at('{"type":"a_very_long_type_name_indeed"}'), '');
    assert.equal(at('{"data":1,"type":"error"}'), null);
    assert.equal(at('{"type":"err\\u006fr"}'), null);
  },
};

let failed = 0;
for (const [name, check] of Object.entries(checks)) {
  try {
    await Promise.race([check(), sleep(10_000).then(() => Promise.reject(new Error('timed out')))]);
    console.log(`ok   ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name}\n${error instanceof Error ? error.stack : String(error)}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
