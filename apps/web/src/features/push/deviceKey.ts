import { readItem } from '../../lib/storage';

/**
 * Where this browser keeps the server's id of its push subscription, per player (kept apart
 * from pushDevice.ts so sign-out can ask cheaply, loading the rest only when there is one).
 */
export const pushDeviceKey = (username: string) => `push_device:${username.toLowerCase()}`;

/** Whether this browser was subscribed for `username`'s pushes. */
export const hasPushDevice = (username: string | null): username is string => Boolean(username && readItem(pushDeviceKey(username)));
