/**
 * Live events between server instances. In-process by default; Redis pub/sub when REDIS_URL
 * is set. Both implementations pass the same contract test suite.
 */
export type BusHandler = (message: unknown) => void;

export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is active; returns the function that ends it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The JSON text each delivered message was parsed from (see `delivered`). */
const texts = new WeakMap<object, string>();

/**
 * A message as handlers receive it: parsed from its JSON text, on either bus, so every
 * receiver gets its own copy, as JSON would make it (Redis carries text; the memory bus
 * serialises at publish, so a sender changing the object afterwards changes nothing). The text
 * is kept beside the object: a socket sends it as is (`deliveredText`) instead of serialising
 * the message again. Most of what a battle sends crosses the bus once and then a socket, and
 * the memory bus's structured clone plus the socket's serialisation were a seventh of a busy
 * server's main thread (bench/RESULTS.md, issue 36). Frozen (its top level), since the same
 * object goes to every handler and the kept text must stay true to it.
 */
export function delivered(text: string): unknown {
  const message: unknown = JSON.parse(text);
  if (typeof message === 'object' && message !== null) {
    texts.set(message, text);
    Object.freeze(message);
  }
  return message;
}

/** The JSON text of a message as the bus delivered it; undefined for any other value. */
export function deliveredText(message: unknown): string | undefined {
  return typeof message === 'object' && message !== null ? texts.get(message) : undefined;
}
