import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { loggerOptions, prettyStream, redactText, redactUrl } from './logger.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

describe('redaction', () => {
  it('replaces credential parameters of an address and keeps the rest byte for byte', () => {
    expect(redactUrl(`/ws?username=Ann%20B&token=${JWT}`)).toBe('/ws?username=Ann%20B&token=[redacted]');
    expect(redactUrl(`/x?access_token=${JWT}&refresh_token=r&password=p&ticket=t&api_key=k&page=2#top`)).toBe(
      '/x?access_token=[redacted]&refresh_token=[redacted]&password=[redacted]&ticket=[redacted]&api_key=[redacted]&page=2#top',
    );
    expect(redactUrl('/ws/battle/123?username=a')).toBe('/ws/battle/123?username=a');
    expect(redactUrl('/health')).toBe('/health');
  });

  it('removes JWTs, credential pairs and URL passwords from free text', () => {
    const text = redactText(`GET /ws?token=abc failed; bearer ${JWT}; postgres://app:s3cret@db:5432/fc`);
    expect(text).toBe('GET /ws?token=[redacted] failed; bearer [redacted]; postgres://[redacted]@db:5432/fc');
  });
});

describe('logger options', () => {
  it('writes JSON when standard output is not a terminal, readable lines when it is', () => {
    expect(loggerOptions({ level: 'info', tty: false }).stream).toBeUndefined();
    expect(loggerOptions({ level: 'warn', tty: true })).toMatchObject({ level: 'warn', stream: expect.any(Object) });
    // A test's own stream wins: it reads JSON lines.
    const own = { write: () => undefined };
    expect(loggerOptions({ level: 'info', tty: true, stream: own }).stream).toBe(own);
  });

  it('the terminal format is one short line per entry', async () => {
    let out = '';
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out += chunk.toString();
        done();
      },
    });
    const finished = new Promise((resolve) => destination.on('finish', resolve));
    const stream = prettyStream(destination) as Writable;
    stream.write(
      `${JSON.stringify({ level: 30, time: Date.now(), pid: 1, hostname: 'h', reqId: 'r', msg: 'server listening', port: 3000 })}\n`,
    );
    stream.end();
    await finished;
    expect(out).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: server listening \{"port":3000\}\n$/);
  });
});

describe('request log level', () => {
  let server: TestServer | undefined;
  afterAll(() => server?.close());

  it('requests are logged at debug (20), so the default info level leaves them out', async () => {
    const lines: Array<Record<string, unknown>> = [];
    server = await startTestServer({
      logger: { level: 'debug', stream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    });
    expect((await server.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const requests = lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
    expect(requests.map((line) => [line.msg, line.level])).toEqual([
      ['incoming request', 20],
      ['request completed', 20],
    ]);
  });
});
