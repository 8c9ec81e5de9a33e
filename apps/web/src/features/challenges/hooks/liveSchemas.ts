import { z } from 'zod';

export {
  challengeDeclinedEventSchema,
  challengeExpiredEventSchema,
  challengeReceivedEventSchema,
  challengeWithdrawnEventSchema,
} from '@fanclash/protocol';

/** Any battle_finished on /ws: a challenge may have been decided (the lists are asked again). */
export const battleFinishedUserMessageSchemaLoose = z.object({ type: z.literal('battle_finished'), data: z.unknown() });
