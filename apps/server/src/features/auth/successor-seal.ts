import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A rotated refresh token keeps its successor so that a replay within the grace window gets
 * the same one back (one chain per sign-in, never a fork). The successor is stored encrypted
 * (AES-256-GCM) under a key derived from the rotated token: the table holds only hashes of
 * tokens, so whoever reads it still cannot unseal a successor; only a holder of the old token can.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(rotatedToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', rotatedToken, '', 'fanclash refresh successor', 32));
}

export function sealSuccessor(rotatedToken: string, successor: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(rotatedToken), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The successor, or undefined when `sealed` was not sealed with this token (or was altered). */
export function unsealSuccessor(rotatedToken: string, sealed: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(rotatedToken), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
