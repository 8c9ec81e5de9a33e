import { decodeJwtPayload } from '../../../lib/jwt';
import type { GoogleIdentity } from './googleIdentity';

/**
 * The e-mail and display name inside a Google credential, read on the device (spec
 * section 4); the server verifies the credential itself. Unreadable -> a placeholder identity.
 */
export function decodeGoogleCredential(credential: string): GoogleIdentity {
  const payload = decodeJwtPayload(credential);
  const email = typeof payload?.email === 'string' ? payload.email : '';
  const name = typeof payload?.name === 'string' ? payload.name : '';
  return { email, name };
}
