import type { PushPayload } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import type { PushOptions, PushSender } from './sender.js';
import type { DeviceRow, PushStore } from './store.js';

/**
 * Sends one payload to each of a player's devices (an event's push, or the summary after quiet
 * hours) and keeps the device list true: a device the push service calls gone (404/410), or
 * whose endpoint now resolves to a private address, is deleted.
 */
export async function deliverToDevices(
  { platform, store, send }: { platform: Platform; store: PushStore; send: PushSender },
  userId: string,
  devices: readonly DeviceRow[],
  payload: PushPayload,
  options: PushOptions,
  now: Date,
): Promise<void> {
  await Promise.all(
    devices.map(async (device) => {
      const outcome = await send(device, payload, options);
      if (outcome.kind === 'sent') return store.pushed(device.id, now);
      // A name that does not resolve right now may again later; one that resolves to a private address is out.
      if (outcome.kind === 'gone' || (outcome.kind === 'refused' && outcome.reason !== 'unresolvable')) {
        platform.log.info({ userId, device: device.id, outcome }, 'push subscription removed');
        return store.forget(device.id, device.endpoint);
      }
      platform.log.warn({ userId, device: device.id, outcome }, 'push failed');
    }),
  );
}
