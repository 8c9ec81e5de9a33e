import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { parseConfig } from '../config.js';

/**
 * The real server in a process of its own, for tests that kill it with SIGKILL. Configured by
 * the environment like main.ts, plus TEST_DB_SCHEMA (a PostgreSQL schema per test). Prints
 * `{"port": n}` on its first stdout line once it listens.
 */
const config = parseConfig(process.env);
const schema = process.env.TEST_DB_SCHEMA;
const server = await buildApp(config, { webDist: null, logger: false, ...(schema ? { dbSchema: schema } : {}) });
await server.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (server.app.server.address() as AddressInfo).port })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
