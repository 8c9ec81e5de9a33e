import { pushSubscriptionResponseSchema, vapidPublicKeyResponseSchema } from '@fanclash/protocol';
import { apiRequest, ApiError } from '../../lib/api';
import { readItem, removeItem, writeItem } from '../../lib/storage';
import { hasPushDevice, pushDeviceKey as storageKey } from './deviceKey';

/*
 * This device's web push subscription (issue 35): the browser's PushSubscription, and the id
 * the server gave it, kept per player (deviceKey.ts), so a second player signing in on the
 * same browser does not inherit the first one's pushes, and signing out forgets it.
 */

/** Why enabling failed: the player refused (blocked), the browser cannot (unsupported), or the server or network. */
export type EnableFailure = 'blocked' | 'unsupported' | 'failed';

export class PushDeviceError extends Error {
  constructor(
    readonly reason: EnableFailure,
    readonly code?: string,
  ) {
    super(reason);
  }
}

/** The service worker's registration, if the app has one (the built app registers it; the dev server does not). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

/** base64url (the server's VAPID key) to the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether pushes for `username` reach this device now (a subscription and the server's id for it). */
export async function isPushEnabled(username: string): Promise<boolean> {
  if (!readItem(storageKey(username))) return false;
  const current = await (await registration())?.pushManager.getSubscription();
  return Boolean(current) && Notification.permission === 'granted';
}

/**
 * Asks for permission (the browser's prompt), subscribes with the server's VAPID key, and hands
 * the subscription to the server. An existing subscription of this browser is reused.
 */
export async function enablePush(username: string): Promise<void> {
  const worker = await registration();
  if (!worker) throw new PushDeviceError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushDeviceError(permission === 'denied' ? 'blocked' : 'failed');
  try {
    const { public_key: key } = await apiRequest('/push/vapid-public-key', { auth: false, schema: vapidPublicKeyResponseSchema });
    let subscription = await worker.pushManager.getSubscription();
    // A subscription made with another key (the server's key changed) cannot be used: renew it.
    const current = subscription?.options.applicationServerKey;
    if (subscription && current && !sameBytes(new Uint8Array(current), keyBytes(key))) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
    const { id } = await apiRequest('/push/subscriptions', {
      method: 'POST',
      body: subscription.toJSON(),
      schema: pushSubscriptionResponseSchema,
    });
    writeItem(storageKey(username), id);
  } catch (error) {
    throw new PushDeviceError('failed', error instanceof ApiError ? error.code : undefined);
  }
}

/** Stops pushes for `username` on this device: the server forgets it, and the browser unsubscribes. */
export async function disablePush(username: string): Promise<void> {
  const id = readItem(storageKey(username));
  if (id) {
    try {
      await apiRequest(`/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
    } catch (error) {
      // Already gone on the server (404): nothing left to forget there.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    removeItem(storageKey(username));
  }
  await (await (await registration())?.pushManager.getSubscription())?.unsubscribe();
}

/**
 * The browser's subscription handed to the server again (usePushDeviceSync); without one, or
 * without permission, this device is no longer subscribed for the player.
 */
export async function resyncPushDevice(username: string): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') {
    removeItem(storageKey(username));
    return;
  }
  const { id } = await apiRequest('/push/subscriptions', {
    method: 'POST',
    body: subscription.toJSON(),
    schema: pushSubscriptionResponseSchema,
  });
  writeItem(storageKey(username), id);
}

/**
 * On sign-out: the device stops receiving the player's pushes (they name friends and quote
 * chats). Never holds sign-out up for long, and never fails it.
 */
export async function forgetPushDevice(username: string | null): Promise<void> {
  if (!hasPushDevice(username)) return;
  await Promise.race([disablePush(username).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3_000))]);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
