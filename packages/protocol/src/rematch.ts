import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/**
 * Rematch on the user socket: from the result page a player offers the opponent a new battle
 * of the same sport and level; the opponent accepts (joins it) or declines.
 */
const battleId = lazySchema(() => z.uuid());

export const rematchOfferMessageSchema = lazySchema(() => z.object({ type: z.literal('rematch_offer'), battle_id: battleId }));
export const rematchAcceptMessageSchema = lazySchema(() => z.object({ type: z.literal('rematch_accept'), battle_id: battleId }));
export const rematchDeclineMessageSchema = lazySchema(() => z.object({ type: z.literal('rematch_decline'), battle_id: battleId }));

export const rematchUserClientMessageSchemas = [
  rematchOfferMessageSchema,
  rematchAcceptMessageSchema,
  rematchDeclineMessageSchema,
] as const;

/** To the offering player: the new battle waiting for the opponent. */
export const rematchSentEventSchema = lazySchema(() =>
  z.object({
    type: z.literal('rematch_sent'),
    data: z.object({ battle_id: z.string(), opponent: z.string() }),
  }),
);
/** To the opponent: who offers, and the new battle to accept or decline. */
export const rematchOfferedEventSchema = lazySchema(() =>
  z.object({
    type: z.literal('rematch_offered'),
    data: z.object({ battle_id: z.string(), from: z.string(), sport: z.string(), level: z.string() }),
  }),
);
/** To the offering player: the opponent said no. */
export const rematchDeclinedEventSchema = lazySchema(() =>
  z.object({
    type: z.literal('rematch_declined'),
    data: z.object({ battle_id: z.string(), by: z.string() }),
  }),
);
export type RematchOffered = z.infer<typeof rematchOfferedEventSchema>['data'];
