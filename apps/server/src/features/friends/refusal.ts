import { type ERROR_CODES, FRIEND_MESSAGES } from '@fanclash/protocol';

type RefusalCode = keyof typeof FRIEND_MESSAGES & string;

/**
 * A friend or invitation action that is refused and changed nothing. The service throws it;
 * the live handlers answer `error` (friend actions) or `invitation_error` (invitations).
 * A rate-limited one says when it may be tried again (`retry_after_ms` on the error).
 */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    message?: string,
    readonly retryAfterMs?: number,
  ) {
    super(message ?? FRIEND_MESSAGES[code as RefusalCode] ?? FRIEND_MESSAGES.unableToAccept);
  }
}

export const refuse = (code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], message?: string) => new Refusal(code, message);
