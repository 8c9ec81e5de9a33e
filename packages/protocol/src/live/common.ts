import { z } from 'zod';

/** Server -> client `error` on any socket: a text plus a stable code. */
export const liveErrorSchema = z.object({
  type: z.literal('error'),
  message: z.string(),
  code: z.string(),
});
export type LiveError = z.infer<typeof liveErrorSchema>;

/** Client keep-alive at the application level (browsers cannot send ws pings). */
export const pingMessageSchema = z.object({ type: z.literal('ping') });
export const pongMessageSchema = z.object({ type: z.literal('pong'), server_time: z.number() });
