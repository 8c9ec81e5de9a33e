import { chmod, unlink } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import type { Platform } from '../../platform/platform.js';
import { adminRequestSchema, adminSocketPath, type AdminAnswer } from './admin-protocol.js';
import { runAdminRequest } from './admin.js';

/** A request line longer than this is refused (a username is at most 64 characters). */
const MAX_REQUEST = 1024;

/**
 * The local-only door `npm run admin` uses while this server holds the embedded database: a Unix
 * socket `admin.sock` in DATA_DIR, readable and writable by the owner only. One JSON line in
 * (`{command, username}`), one JSON line out (`{ok, message}`). Not opened on PostgreSQL (the
 * command opens the database itself there) nor for an in-memory database (tests).
 */
export async function startAdminSocket(platform: Platform): Promise<void> {
  const { dataDir } = platform.config;
  if (platform.dbKind !== 'pglite' || dataDir === 'memory') return;
  const path = adminSocketPath(dataDir);
  // Left by a server that died: this process holds the embedded database now, so it is not in use.
  await unlink(path).catch(() => undefined);
  const server = createServer({ allowHalfOpen: true }, (socket) => serve(platform, socket));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    await chmod(path, 0o600);
  } catch (error) {
    platform.log.warn({ err: error, path }, 'the admin socket could not be opened: npm run admin needs the server stopped');
    server.close();
    return;
  }
  platform.onShutdown(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await unlink(path).catch(() => undefined);
  });
}

function serve(platform: Platform, socket: Socket): void {
  let input = '';
  socket.setEncoding('utf8');
  socket.setTimeout(10_000, () => socket.destroy());
  socket.on('error', () => undefined);
  const answer = (value: AdminAnswer) => socket.end(`${JSON.stringify(value)}\n`);
  socket.on('data', (chunk: string) => {
    input += chunk;
    if (input.length > MAX_REQUEST) {
      answer({ ok: false, message: 'Request too long' });
      socket.removeAllListeners('data');
    }
  });
  socket.once('end', () => {
    if (input.length > MAX_REQUEST) return;
    let json: unknown;
    try {
      json = JSON.parse(input.trim());
    } catch {
      return answer({ ok: false, message: 'Not a request' });
    }
    const parsed = adminRequestSchema.safeParse(json);
    if (!parsed.success) return answer({ ok: false, message: 'Not a request' });
    const request = parsed.data;
    runAdminRequest(platform.db, request, new Date(platform.clock.now()))
      .then((result) => {
        platform.log.info({ command: request.command, username: request.username, ok: result.ok }, 'admin command');
        answer(result);
      })
      .catch((error: unknown) => {
        platform.log.error({ err: error }, 'admin command failed');
        answer({ ok: false, message: 'The server could not run the command (see its log)' });
      });
  });
}
