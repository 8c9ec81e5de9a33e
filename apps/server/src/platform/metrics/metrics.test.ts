import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config.js';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import {
  FAST_BATTLES,
  battleSocket,
  correctIndexes,
  createBattle,
  eventually,
  player,
  userSocket,
} from '../../features/battles/testing.js';
import { createMemoryLimiter } from '../ratelimit/limiter.js';
import { countedLimiter } from './instrument.js';
import { createMetrics, metricsFor } from './metrics.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** The value of one series in a scrape (labels in the order the registry writes them), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(BACKENDS)('/metrics during a battle (%s)', (backend) => {
  let server: TestServer;
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: { ...FAST_BATTLES, BATTLE_QUESTION_MS: '5000', METRICS_PORT: '0' } });
  });
  afterAll(() => server.close());

  it('moves the battle, socket and latency series as a battle is played, and ends at rest', async () => {
    expect(server.metricsPort).toBeGreaterThan(0);
    const before = await scrape();
    expect(sample(before, 'fanclash_battles_in_play')).toBe(0);
    expect(sample(before, 'fanclash_live_sockets_open{kind="battle"}')).toBe(0);
    expect(sample(before, 'fanclash_battle_join_seconds_count')).toBe(0);
    expect(sample(before, 'fanclash_answer_ack_seconds_count')).toBe(0);

    const alice = await player(server);
    const bob = await player(server);
    const [ua, ub] = await Promise.all([userSocket(server, alice), userSocket(server, bob)]);
    const id = await createBattle(server, alice);
    const waiting = await scrape();
    expect(sample(waiting, 'fanclash_battles_waiting')).toBe(1);
    expect(sample(waiting, 'fanclash_live_sockets_open{kind="user"}')).toBe(2);
    // The route's pattern labels the request, never its query or an id.
    expect(sample(waiting, 'fanclash_http_requests_total{method="POST",route="/battle/create",status="201"}')).toBe(1);
    expect(waiting).not.toContain(alice.username);

    ub.send({ type: 'join_battle', battle_id: id });
    await Promise.all([ua.next('battle_started'), ub.next('battle_started')]);
    const a = battleSocket(server, alice, id);
    const b = battleSocket(server, bob, id);
    await Promise.all([a.next('quiz_ready'), b.next('quiz_ready')]);
    const playing = await scrape();
    expect(sample(playing, 'fanclash_battles_in_play')).toBe(1);
    expect(sample(playing, 'fanclash_battles_waiting')).toBe(0);
    expect(sample(playing, 'fanclash_live_sockets_open{kind="battle"}')).toBe(2);
    expect(sample(playing, 'fanclash_battle_join_seconds_count')).toBe(1);
    expect(sample(playing, 'fanclash_bus_publishes_total{channel="battle"}')).toBeGreaterThan(0);

    const [correct] = await correctIndexes(server, id);
    const [qa, qb] = await Promise.all([a.next('next_question'), b.next('next_question')]);
    for (const [socket, q] of [
      [a, qa],
      [b, qb],
    ] as const) {
      const answers = (q.question as { answers: Array<{ text: string }> }).answers;
      socket.send({ type: 'submit_answer', battle_id: id, answer: answers[correct ?? 0]?.text ?? '', question_index: 0 });
      await socket.next('answer_submitted');
    }
    const answered = await scrape();
    expect(sample(answered, 'fanclash_answer_ack_seconds_count')).toBe(2);
    // Both acknowledgements took less than the question's whole time.
    expect(sample(answered, 'fanclash_answer_ack_seconds_bucket{le="5"}')).toBe(2);

    a.send({ type: 'quit_battle' });
    await b.next('battle_finished');
    for (const socket of [a, b, ua, ub]) socket.close();
    let after = '';
    await eventually(async () => {
      after = await scrape();
      return sample(after, 'fanclash_battles_in_play') === 0 && sample(after, 'fanclash_live_sockets_open{kind="battle"}') === 0;
    });
    expect(sample(after, 'fanclash_live_sockets_open{kind="user"}')).toBe(0);
    expect(sample(after, 'fanclash_live_sockets_opened_total{kind="battle"}')).toBe(2);
    expect(sample(after, 'fanclash_db_statement_duration_seconds_count{op="query"}')).toBeGreaterThan(0);
    expect(sample(after, 'fanclash_db_queue_depth')).toBeGreaterThanOrEqual(0);
    // prom-client's process metrics: event-loop delay, heap, GC.
    expect(sample(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(after).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('is not served on the public port, and its own port serves nothing else', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.metricsPort}/health`)).status).toBe(404);
  });
});

describe('metrics settings', () => {
  it('are off unless METRICS_PORT is set: no registry, so no listener and no-op hooks (app.ts)', () => {
    expect(metricsFor(parseConfig({}).metrics)).toBeUndefined();
    expect(metricsFor(parseConfig({ METRICS_PORT: '0' }).metrics)?.enabled).toBe(true);
  });

  it('listen on loopback by default and never on the public port', () => {
    expect(parseConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(() => parseConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(ConfigError);
    expect(() => parseConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });
});

describe('instrumentation', () => {
  it('counts a refused rate-limit hit by its rule, never by its key', async () => {
    const metrics = createMetrics();
    const limiter = countedLimiter(createMemoryLimiter(), metrics);
    await limiter.hit('chat:send:user-1', 1, 60_000);
    expect((await limiter.hit('chat:send:user-1', 1, 60_000)).allowed).toBe(false);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'fanclash_rate_limit_refusals_total{rule="chat"}')).toBe(1);
    expect(text).not.toContain('user-1');
    await limiter.close();
  });

  it('the Grafana dashboard asks only for series the server exports', async () => {
    const registry = createMetrics().registry;
    const exported = new Set<string>();
    for (const metric of await registry.getMetricsAsJSON()) {
      // The JSON carries the type as its text name (the typings declare an enum).
      const type = metric.type as unknown as string;
      const suffixes = type === 'histogram' ? ['_bucket', '_sum', '_count'] : type === 'summary' ? ['', '_sum', '_count'] : [''];
      for (const suffix of suffixes) exported.add(`${metric.name}${suffix}`);
    }
    const dashboard = readFileSync(path.join(root, 'deploy/grafana/dashboards/fanclash.json'), 'utf8');
    const exprs = [...dashboard.matchAll(/"expr":\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? '');
    expect(exprs.length).toBeGreaterThan(10);
    const asked = new Set(exprs.flatMap((expr) => [...expr.matchAll(/\b(?:fanclash|nodejs|process)_[a-z0-9_]+/g)].map((m) => m[0])));
    for (const name of asked) expect(exported, name).toContain(name);
    // Every fanclash series has a panel.
    for (const name of exported) if (name.startsWith('fanclash_') && !/_(sum|count)$/.test(name)) expect(dashboard, name).toContain(name);
  });
});
