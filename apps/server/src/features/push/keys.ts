import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.js';

/** The application server's VAPID identity (RFC 8292): devices subscribe with the public key. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  /** A mailto: or https: URL push services may contact. */
  readonly subject: string;
  /** Where the pair came from (a cluster must not use 'data-dir' unless the folder is shared). */
  readonly source: 'config' | 'data-dir' | 'memory';
}

const KEY_FILE = 'vapid-keys.json';
const isKeyPair = (value: unknown): value is { publicKey: string; privateKey: string } =>
  typeof value === 'object' &&
  value !== null &&
  /^[A-Za-z0-9_-]{87}$/.test(String((value as Record<string, unknown>).publicKey)) &&
  /^[A-Za-z0-9_-]{43}$/.test(String((value as Record<string, unknown>).privateKey));

/**
 * PUSH_VAPID_PUBLIC_KEY / PUSH_VAPID_PRIVATE_KEY when set; else a pair generated on first start
 * and kept in DATA_DIR (vapid-keys.json, like the JWT secret), so devices stay subscribed across
 * restarts. Every instance of a cluster must push with the same pair: set both variables there.
 * Two processes starting on one shared folder agree: the file is created exclusively, and the
 * one that loses the race reads the winner's.
 */
export async function loadVapidKeys(config: Config, dataDir: string | 'memory'): Promise<VapidKeys> {
  const subject = config.push.subject ?? defaultSubject(config);
  if (config.push.vapidPublicKey && config.push.vapidPrivateKey) {
    return { publicKey: config.push.vapidPublicKey, privateKey: config.push.vapidPrivateKey, subject, source: 'config' };
  }
  if (dataDir === 'memory') return { ...webpush.generateVAPIDKeys(), subject, source: 'memory' };
  const file = path.join(dataDir, KEY_FILE);
  const stored = await readKeyFile(file);
  if (stored) return { ...stored, subject, source: 'data-dir' };
  await mkdir(dataDir, { recursive: true });
  const fresh = webpush.generateVAPIDKeys();
  // Written whole under a name of its own, then linked into place: the link fails if another
  // process won the race, and the file never exists half-written (an exclusive create would
  // let the loser read it empty before the winner's write lands).
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, JSON.stringify({ publicKey: fresh.publicKey, privateKey: fresh.privateKey }), { mode: 0o600 });
  try {
    await link(partial, file);
    return { ...fresh, subject, source: 'data-dir' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readKeyFile(file);
    if (!winner)
      throw new Error(`${file} exists but holds no VAPID key pair: delete it or set PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY`);
    return { ...winner, subject, source: 'data-dir' };
  } finally {
    await rm(partial, { force: true });
  }
}

async function readKeyFile(file: string): Promise<{ publicKey: string; privateKey: string } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isKeyPair(parsed) ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey } : undefined;
  } catch {
    return undefined;
  }
}

/** The public origin when it is https, else the sender address of e-mails (`mailto:`). */
function defaultSubject(config: Config): string {
  if (config.publicOrigin?.startsWith('https://')) return config.publicOrigin;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim();
  return `mailto:${address}`;
}
