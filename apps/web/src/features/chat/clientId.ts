/**
 * A fresh client_id for a message. crypto.randomUUID exists only in secure contexts (https,
 * localhost); a player on plain http over a LAN address still needs unique ids.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
