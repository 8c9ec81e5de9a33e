/**
 * What the shared backends carried during a measured span: PostgreSQL's own statistics for
 * the database (pg_stat_database: transactions, rows read and written) and Redis's command
 * counters (INFO stats / commandstats). Divided by battles or messages, they are the per-unit
 * load figures in docs/scaling.md. Empty when the run has no DATABASE_URL / REDIS_URL.
 */
import { Redis } from 'ioredis';
import pg from 'pg';

type Counters = Record<string, number>;

async function postgresCounters(url: string): Promise<Counters> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The statistics collector publishes at most every 500 ms; ask for a fresh snapshot.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<Record<string, string>>(
      `select xact_commit, xact_rollback, tup_returned, tup_fetched, tup_inserted, tup_updated, tup_deleted, blks_hit, blks_read
       from pg_stat_database where datname = current_database()`,
    );
    // Tuples read, table by table (this schema's only: other work may share the database): rows
    // read by sequential scans plus index entries read by index and index-only scans, the work
    // a count of the players ahead did and a rank read from memory does not.
    const { rows: tables } = await client.query<{ relname: string; read: string }>(
      `select t.relname, t.seq_tup_read + coalesce((select sum(i.idx_tup_read) from pg_stat_user_indexes i where i.relid = t.relid), 0) as read
       from pg_stat_user_tables t where t.schemaname = current_schema()`,
    );
    const read = Object.fromEntries(tables.map((table) => [`pg_tuples_read_${table.relname}`, Number(table.read)]));
    const total = Object.values(read).reduce((sum, n) => sum + n, 0);
    return {
      ...Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [`pg_${k}`, Number(v)])),
      pg_tuples_read: total,
      ...read,
    };
  } finally {
    await client.end();
  }
}

async function redisCounters(url: string): Promise<Counters> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const stats = await redis.info('stats');
    const commands = await redis.info('commandstats');
    const out: Counters = {};
    for (const line of stats.split('\n')) {
      const [key, value] = line.trim().split(':');
      if (key === 'total_commands_processed' || key === 'total_net_input_bytes' || key === 'total_net_output_bytes')
        out[`redis_${key}`] = Number(value);
    }
    for (const line of commands.split('\n')) {
      const match = /^cmdstat_(\w+):calls=(\d+)/.exec(line.trim());
      if (match) out[`redis_cmd_${match[1]}`] = Number(match[2]);
    }
    return out;
  } finally {
    redis.disconnect();
  }
}

async function snapshot(): Promise<Counters> {
  const [db, bus] = await Promise.all([
    process.env.DATABASE_URL ? postgresCounters(process.env.DATABASE_URL) : {},
    process.env.REDIS_URL ? redisCounters(process.env.REDIS_URL) : {},
  ]);
  return { ...db, ...bus };
}

/** Starts counting; the returned function gives each counter's increase, divided by `per` when given. */
export async function countBackends(): Promise<(per?: number) => Promise<Counters>> {
  const before = await snapshot();
  return async (per = 1) => {
    const after = await snapshot();
    const out: Counters = {};
    for (const [key, value] of Object.entries(after)) {
      const delta = value - (before[key] ?? 0);
      if (delta !== 0) out[key] = Math.round((delta / per) * 100) / 100;
    }
    return out;
  };
}
