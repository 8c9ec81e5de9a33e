import { z } from 'zod';
import { battleClientMessageSchema } from '@fanclash/protocol';

/**
 * The bus channels between battle sockets (on any instance) and the battle's owner (the
 * instance whose join won): sockets publish to `battle:{id}:in`; the owner publishes each
 * player's messages to `battle:{id}:to:{username}`, which that player's sockets subscribe to.
 */
/** Broadcast topic of the arena's waiting list: followed by tabs that show the list. */
export const ARENA_TOPIC = 'arena';

export const battleInChannel = (battleId: string) => `battle:${battleId}:in`;
export const battleOutChannel = (battleId: string, username: string) => `battle:${battleId}:to:${username.toLowerCase()}`;

/** What a battle socket tells the owner. `connection` tells two tabs (or a reconnect) apart. */
export const inboundSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('connected'), username: z.string(), connection: z.string() }),
  z.object({ kind: z.literal('disconnected'), username: z.string(), connection: z.string() }),
  z.object({ kind: z.literal('message'), username: z.string(), connection: z.string(), message: battleClientMessageSchema }),
]);
export type Inbound = z.infer<typeof inboundSchema>;
