import { connect } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The moderator role is granted and taken on the server only: `npm run admin -- grant-moderator
 * <username>` / `revoke-moderator <username>` (no route writes it). Each change is in the audit log.
 *
 * On PostgreSQL the command opens DATABASE_URL itself (any number of processes may). The embedded
 * database (PGlite) can be opened by one process only, so while the server runs the command asks
 * it instead, through a Unix socket in DATA_DIR (`admin.sock`, mode 0600, never a network port):
 * whoever may use it could read the database files and the JWT secret beside it anyway. With no
 * server listening there, the command opens the embedded database itself.
 */

export const ADMIN_COMMANDS = ['grant-moderator', 'revoke-moderator'] as const;
export const adminRequestSchema = z.object({
  command: z.enum(ADMIN_COMMANDS),
  username: z.string().trim().min(1).max(64),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;
export interface AdminAnswer {
  readonly ok: boolean;
  readonly message: string;
}

export const adminSocketPath = (dataDir: string) => join(dataDir, 'admin.sock');

export class AdminUsageError extends Error {}

export const USAGE = 'Usage: npm run admin -- grant-moderator <username> | revoke-moderator <username>';

/** The command line as a request, or a usage error. */
export function parseAdminArgs(args: readonly string[]): AdminRequest {
  const parsed = adminRequestSchema.safeParse({ command: args[0], username: args[1] });
  if (!parsed.success || args.length > 2) throw new AdminUsageError(USAGE);
  return parsed.data;
}

/**
 * Sends the request to a server running on the embedded database in `dataDir`; undefined when
 * none listens there (no socket file, or a stale one left by a crash).
 */
export function askRunningServer(dataDir: string, request: AdminRequest): Promise<AdminAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(adminSocketPath(dataDir));
    let answer = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy(new Error('The server did not answer within 10 s')));
    socket.once('connect', () => {
      connected = true;
      socket.end(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(undefined);
      else reject(error);
    });
    socket.once('close', () => {
      if (!connected) return;
      try {
        resolve(JSON.parse(answer) as AdminAnswer);
      } catch {
        reject(new Error(`The server answered something unexpected: ${answer.slice(0, 200)}`));
      }
    });
  });
}
