import type { Database } from './client.js';

/**
 * A unit of database work that runs beside the database: on the embedded database's own
 * thread, or in this process on PostgreSQL. On PGlite a transaction driven from the main
 * thread keeps the (single-connection) database locked while each of its statements makes a
 * trip to the main thread and back; under load those trips, not the statements, set how long
 * the lock is held, and every other query waits behind it. A procedure's transaction runs
 * where the database is, so it holds the lock only while its statements execute.
 *
 * Its input and output cross `postMessage`: plain data (Dates are fine), no functions. Its
 * module must not load the question bank or other large state: the database thread imports
 * every procedure (procedure-registry.ts).
 */
export interface Procedure<Input, Output> {
  /** Unique; the database thread finds the procedure by it. */
  readonly name: string;
  run(db: Database, input: Input): Promise<Output>;
}

/** Runs a procedure where the database is (DatabaseHandle.procedure, Platform.procedure). */
export type ProcedureRunner = <Input, Output>(procedure: Procedure<Input, Output>, input: Input) => Promise<Output>;
