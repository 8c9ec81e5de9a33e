import { afterEach, describe, expect, it } from 'vitest';
import { deliveredText, type Bus } from './bus.js';
import { createMemoryBus } from './memory.js';
import { createRedisBus } from './redis.js';

const redisUrl = process.env.TEST_REDIS_URL;
const backends: Array<[string, () => Promise<Bus>]> = [['memory', async () => createMemoryBus()]];
if (redisUrl) backends.push(['redis', () => createRedisBus(redisUrl, () => undefined)]);

/** One contract, every implementation. */
describe.each(backends)('bus contract (%s)', (_name, create) => {
  const open: Bus[] = [];
  const make = async () => {
    const bus = await create();
    open.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
  });

  const received = (bus: Bus, channel: string) => {
    const messages: unknown[] = [];
    let notify: () => void = () => undefined;
    const ready = bus.subscribe(channel, (m) => {
      messages.push(m);
      notify();
    });
    const waitFor = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`got ${messages.length} of ${n}`)), 3000);
        notify = () => messages.length >= n && (clearTimeout(timer), resolve());
        notify();
      });
    return { messages, ready, waitFor };
  };

  it('delivers a published message to every subscriber of the channel, in order', async () => {
    const bus = await make();
    const channel = `test:${Math.random()}`;
    const a = received(bus, channel);
    const b = received(bus, channel);
    await Promise.all([a.ready, b.ready]);
    await bus.publish(channel, { n: 1 });
    await bus.publish(channel, { n: 2 });
    await Promise.all([a.waitFor(2), b.waitFor(2)]);
    expect(a.messages).toEqual([{ n: 1 }, { n: 2 }]);
    expect(b.messages).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('does not deliver other channels or after unsubscribing', async () => {
    const bus = await make();
    const channel = `test:${Math.random()}`;
    const a = received(bus, channel);
    const stop = await a.ready;
    await bus.publish(`${channel}:other`, { n: 0 });
    await bus.publish(channel, { n: 1 });
    await a.waitFor(1);
    await stop();
    await bus.publish(channel, { n: 2 });
    await new Promise((r) => setTimeout(r, 100));
    expect(a.messages).toEqual([{ n: 1 }]);
  });

  it('hands the receiver its own copy', async () => {
    const bus = await make();
    const channel = `test:${Math.random()}`;
    const a = received(bus, channel);
    await a.ready;
    const sent = { list: [1] };
    await bus.publish(channel, sent);
    await a.waitFor(1);
    sent.list.push(2);
    expect(a.messages[0]).toEqual({ list: [1] });
  });

  it('delivers the JSON text beside a frozen copy, which a socket sends as is', async () => {
    const bus = await make();
    const channel = `test:${Math.random()}`;
    const a = received(bus, channel);
    await a.ready;
    const sent = { type: 'round_result', scores: { ann: 120 }, at: new Date(0) };
    await bus.publish(channel, sent);
    await a.waitFor(1);
    const [copy] = a.messages;
    // As JSON makes it, on both buses: a date arrives as its ISO text.
    expect(copy).toEqual({ type: 'round_result', scores: { ann: 120 }, at: '1970-01-01T00:00:00.000Z' });
    expect(deliveredText(copy)).toBe(JSON.stringify(sent));
    expect(Object.isFrozen(copy)).toBe(true);
    expect(deliveredText({ ...(copy as object) })).toBeUndefined();
  });

  if (_name === 'redis') {
    it('connects two instances', async () => {
      const one = await make();
      const two = await make();
      const channel = `test:${Math.random()}`;
      const a = received(two, channel);
      await a.ready;
      await one.publish(channel, { from: 'one' });
      await a.waitFor(1);
      expect(a.messages).toEqual([{ from: 'one' }]);
    });

    it('keeps deployments with different namespaces apart on one Redis', async () => {
      if (!redisUrl) throw new Error('unreachable');
      const named = async (namespace: string) => {
        const bus = await createRedisBus(redisUrl, () => undefined, namespace);
        open.push(bus);
        return bus;
      };
      const [blue, blueToo, green] = [await named('blue'), await named('blue'), await named('green')];
      const channel = `test:${Math.random()}`;
      const heardByBlue = received(blueToo, channel);
      const heardByGreen = received(green, channel);
      await Promise.all([heardByBlue.ready, heardByGreen.ready]);
      // Interleaved, each awaited: Redis delivers in this order, so a message that crossed
      // would be among the first two each side receives.
      await green.publish(channel, { from: 'green', n: 1 });
      await blue.publish(channel, { from: 'blue', n: 1 });
      await green.publish(channel, { from: 'green', n: 2 });
      await blue.publish(channel, { from: 'blue', n: 2 });
      await Promise.all([heardByBlue.waitFor(2), heardByGreen.waitFor(2)]);
      expect(heardByBlue.messages.slice(0, 2)).toEqual([
        { from: 'blue', n: 1 },
        { from: 'blue', n: 2 },
      ]);
      expect(heardByGreen.messages.slice(0, 2)).toEqual([
        { from: 'green', n: 1 },
        { from: 'green', n: 2 },
      ]);
    });
  }
});
