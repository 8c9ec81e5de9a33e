import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';

/** Server -> client `error` on any socket: a text plus a stable code. */
export const liveErrorSchema = lazySchema(() =>
  z.object({
    type: z.literal('error'),
    message: z.string(),
    code: z.string(),
    /** A rate-limited action: milliseconds until it may be tried again. */
    retry_after_ms: z.number().int().nonnegative().optional(),
  }),
);
export type LiveError = z.infer<typeof liveErrorSchema>;

/** Client keep-alive at the application level (browsers cannot send ws pings). */
export const pingMessageSchema = lazySchema(() => z.object({ type: z.literal('ping') }));
export const pongMessageSchema = lazySchema(() => z.object({ type: z.literal('pong'), server_time: z.number() }));
