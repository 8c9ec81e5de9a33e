import { channel } from 'node:diagnostics_channel';
import { Worker } from 'node:worker_threads';
import type { CardRequest, CardResponse } from './card-thread-protocol.js';

/**
 * Published after each card drawn: `{ threadId, ms }`. The security suite counts renders with
 * it (a cached card is not drawn again) and checks they ran on the card thread.
 */
export const cardRendered = channel('fanclash:share:card-rendered');

export interface CardRenderedEvent {
  /** The thread that drew it (never the main thread's 0). */
  readonly threadId: number;
  readonly ms: number;
}

export interface CardRenderer {
  /** `svg` drawn to a PNG `width` pixels wide, on the card thread. */
  render(svg: string, width: number): Promise<Buffer>;
  /** Cards asked for and not yet drawn. */
  readonly pending: number;
  close(): Promise<void>;
}

type Pending = { resolve(png: Buffer): void; reject(error: Error): void };

/** The card thread (card-worker.ts), started on the first card and again after it fails. */
function startWorker(): Worker {
  // From source (tests, `npm run dev`) the worker is TypeScript: a two-line bootstrap registers
  // tsx's loader in the new thread first; from the bundle it sits beside main.js (build.mjs),
  // as the embedded database's thread does.
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSource ? './card-worker.ts' : './card-worker.js', import.meta.url);
  return fromSource
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`, {
        eval: true,
      })
    : new Worker(entry);
}

export function createCardRenderer(): CardRenderer {
  const waiting = new Map<number, Pending>();
  let worker: Worker | undefined;
  let nextId = 1;

  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };

  const thread = (): Worker => {
    if (worker) return worker;
    const started = startWorker();
    started.on('message', (message: CardResponse) => {
      const pending = waiting.get(message.id);
      if (!pending) return;
      waiting.delete(message.id);
      if ('error' in message) return pending.reject(new Error(`the card could not be drawn: ${message.error}`));
      if (cardRendered.hasSubscribers) cardRendered.publish({ threadId: message.threadId, ms: message.ms } satisfies CardRenderedEvent);
      pending.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
      // Idle, the thread must not keep the process alive (tests, a server shutting down).
      if (waiting.size === 0) started.unref();
    });
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`the card thread stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  };

  return {
    render(svg, width) {
      return new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        const target = thread();
        target.ref();
        target.postMessage({ id, svg, width } satisfies CardRequest);
      });
    },
    get pending() {
      return waiting.size;
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      failAll(new Error('the server is shutting down'));
      await stopping?.terminate();
    },
  };
}
