import { describe, expect, it } from 'vitest';
import { pushDeviceKey } from './deviceKey';
import { keyBytes } from './pushDevice';

describe('this device’s push subscription', () => {
  it('turns the server’s base64url VAPID key into the 65 bytes the browser subscribes with', () => {
    // A P-256 public key: 0x04, then x and y (32 bytes each).
    const raw = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
    const base64url = Buffer.from(raw).toString('base64url');
    expect(base64url).toHaveLength(87);
    expect([...keyBytes(base64url)]).toEqual([...raw]);
  });

  it('keeps one subscription id per player, whatever the case of the name', () => {
    expect(pushDeviceKey('Ann')).toBe(pushDeviceKey('ann'));
    expect(pushDeviceKey('ann')).not.toBe(pushDeviceKey('bob'));
  });
});
