import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A random URL-safe token (refresh tokens, reset tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Stored instead of the token itself, so a copy of the table cannot be replayed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * The JWT secret: JWT_SECRET when set, else one generated on first start and kept in
 * DATA_DIR so tokens survive a restart. Scale-out instances must share JWT_SECRET.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string | 'memory'): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  if (dataDir === 'memory') return randomBytes(32);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return new TextEncoder().encode(existing);
  } catch {
    // first start: fall through and create it
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomToken(48);
  await writeFile(file, secret, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}
