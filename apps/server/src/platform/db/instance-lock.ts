import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** First key of every instance's advisory lock ('FC' + 1); the second is hashtext(instance id). */
export const INSTANCE_LOCK_CLASS = 0x46430001;

/**
 * Holds, for the life of the process, a session advisory lock named after the instance on a
 * connection of its own. PostgreSQL releases it the moment that connection ends, which a
 * kill -9 or a lost host does at once: whoever can take the lock knows the instance is gone
 * (see battle store cancelOwnedByDead). A dropped connection is re-opened; while it is down
 * this instance looks dead and its battles may be cancelled, which is the fair outcome anyway.
 */
export async function holdInstanceLock(url: string, instanceId: string, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('error', (err) => {
      log.error({ err }, 'instance lock connection lost');
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!stopped) {
        retry = setTimeout(() => void connect().catch((e: unknown) => log.error({ err: e }, 'instance lock reconnect failed')), 1_000);
        retry.unref();
      }
    });
    await next.connect();
    await next.query('select pg_advisory_lock($1, hashtext($2))', [INSTANCE_LOCK_CLASS, instanceId]);
    client = next;
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
