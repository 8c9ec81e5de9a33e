/**
 * Stable error codes. HTTP errors are `{ detail, code }` (plus `fields` for form errors); the
 * web app maps each code to an English or Russian text. Add codes; never rename one.
 */
export const ERROR_CODES = {
  validation: 'validation_error',
  invalidEmail: 'invalid_email',
  passwordLength: 'password_length',
  emailExists: 'email_exists',
  usernameEmpty: 'username_empty',
  usernameShort: 'username_short',
  usernameLong: 'username_long',
  usernameChars: 'username_chars',
  usernameDigit: 'username_digit',
  usernameReserved: 'username_reserved',
  usernameExists: 'username_exists',
  passwordRequired: 'password_required',
  invalidCredentials: 'invalid_credentials',
  userNotFound: 'user_not_found',
  rateLimited: 'rate_limited',
  unauthorized: 'unauthorized',
  tokenExpired: 'token_expired',
  forbidden: 'forbidden',
  notFound: 'not_found',
  payloadTooLarge: 'payload_too_large',
  resetTokenInvalid: 'reset_token_invalid',
  internal: 'server_error',
  // battles
  sportRequired: 'sport_required',
  levelRequired: 'level_required',
  battleLimit: 'battle_limit',
  battleDuplicate: 'battle_duplicate',
  battleNotFound: 'battle_not_found',
  battleFull: 'battle_full',
  battleOwnJoin: 'battle_own_join',
  battleNotWaiting: 'battle_not_waiting',
  notBattleCreator: 'not_battle_creator',
  answerLate: 'answer_late',
  answerRepeated: 'answer_repeated',
  answerOutOfRange: 'answer_out_of_range',
  // avatars
  avatarInvalidType: 'invalid_type',
  avatarTooLarge: 'too_large',
  // live
  unknownMessage: 'unknown_message',
  malformedMessage: 'malformed_message',
  slowDown: 'slow_down',
  // friends (and invitations, blocks)
  friendSelf: 'friend_self',
  alreadyFriends: 'already_friends',
  friendRequestExists: 'friend_request_exists',
  friendRequestNotFound: 'friend_request_not_found',
  notFriends: 'not_friends',
  userBlocked: 'user_blocked',
  alreadyBlocked: 'already_blocked',
  notBlocked: 'not_blocked',
  invitationNotFound: 'invitation_not_found',
  invitationPending: 'invitation_pending',

  // chat
  chatSelf: 'chat_self',
  chatNotFriends: 'chat_not_friends',
  chatEmpty: 'chat_empty',
  chatTooLong: 'chat_too_long',

  // training
  trainingInvalidSport: 'training_invalid_sport',
  trainingInvalidLevel: 'training_invalid_level',
  trainingInvalidMode: 'training_invalid_mode',
  trainingInvalidCount: 'training_invalid_count',
  trainingSessionNotFound: 'training_session_not_found',
  trainingSessionClosed: 'training_session_closed',
  trainingCardNotFound: 'training_card_not_found',
  trainingNoQuestions: 'training_no_questions',

  // debates
  debateNotFound: 'debate_not_found',
  commentNotFound: 'comment_not_found',
  option1NameRequired: 'option1_name_required',
  option1NameTooLong: 'option1_name_too_long',
  option1DescriptionRequired: 'option1_description_required',
  option1DescriptionTooLong: 'option1_description_too_long',
  option2NameRequired: 'option2_name_required',
  option2NameTooLong: 'option2_name_too_long',
  option2DescriptionRequired: 'option2_description_required',
  option2DescriptionTooLong: 'option2_description_too_long',
  debateCategoryInvalid: 'debate_category_invalid',
  commentEmpty: 'comment_empty',
  commentTooLong: 'comment_too_long',
  replyEmpty: 'reply_empty',
  replyTooLong: 'reply_too_long',
  voteOptionInvalid: 'vote_option_invalid',

  // profanity and slur filter (issue 34, item 4)
  /** A username with a profanity or a slur in it (English or Russian): refused at sign-up and rename. */
  usernameInappropriate: 'username_inappropriate',
  /** A comment, reply, debate text or chat message with a profanity or a slur, refused under TEXT_FILTER=refuse. */
  textInappropriate: 'text_inappropriate',

  // news and transfers
  newsNotFound: 'news_not_found',
  newsUnavailable: 'news_unavailable',
  transfersUnavailable: 'transfers_unavailable',
  transfersRefreshInProgress: 'transfers_refresh_in_progress',
  transfersRefreshFailed: 'transfers_refresh_failed',

  // hardening
  /** A string with a NUL byte or a broken UTF-16 surrogate (PostgreSQL cannot store either). */
  invalidCharacters: 'invalid_characters',
  /** A single-value query parameter given more than once (`?username=a&username=b`). */
  repeatedParameter: 'repeated_parameter',
  /** Too many open live sockets for one account (close 4008) or one address. */
  tooManySockets: 'too_many_sockets',
  /** A request line or headers too large (431), or a URL that cannot be decoded (400). */
  badRequest: 'bad_request',

  // polish (identity provider, rematch, share)
  googleNotConfigured: 'google_not_configured',
  googleTokenInvalid: 'google_token_invalid',
  googleTokenExpired: 'google_token_expired',
  googleTokenAudience: 'google_token_audience',
  googleTokenIssuer: 'google_token_issuer',
  googleTokenSignature: 'google_token_signature',
  googleKeyUnknown: 'google_key_unknown',
  googleEmailUnverified: 'google_email_unverified',
  googleAccountExists: 'google_account_exists',
  googleUnavailable: 'google_unavailable',
  rematchUnavailable: 'rematch_unavailable',
  /** A rematch answered (accepted or declined) by anyone but the player it was offered to. */
  notYourRematch: 'not_your_rematch',
  // friend-request limits (issue 29, item 4)
  /** Too many friend requests sent or cancelled in a short time (the error carries retry_after_ms). */
  friendRequestRateLimited: 'friend_request_rate_limited',
  /** Too many outgoing friend requests still pending: wait for answers or cancel some. */
  friendRequestLimit: 'friend_request_limit',
  // question reports (issue 33, item 3)
  /** The player already reported this question (one report per player per question). */
  alreadyReported: 'already_reported',
  /** No question in the bank has this id. */
  questionNotFound: 'question_not_found',
  // web push (issue 35, item 3)
  /** A push subscription's endpoint is not https, or names (or resolves to) a loopback, private or link-local address. */
  pushEndpointRefused: 'push_endpoint_refused',
  // reports and moderation (issue 34, items 2 and 3)
  /** The reported chat message, debate, comment or player does not exist (or is not the reporter's to see). */
  reportTargetNotFound: 'report_target_not_found',
  /** A player cannot report themselves or their own words. */
  reportOwn: 'report_own',
  /** A moderator muted this player from chat and the forum until the time the error names. */
  muted: 'muted',
  /** A moderator suspended this account: sign-in is refused. */
  accountSuspended: 'account_suspended',
  /** An action that does not apply to this kind of item (e.g. hiding a player). */
  moderationActionInvalid: 'moderation_action_invalid',
  // 2v2 team battles (issue 32)
  /** The player is already in a party (team_invite, team_invite_accept). */
  alreadyInTeam: 'already_in_team',
  /** The invited friend (or the inviter, on accept) is already in another party. */
  friendInTeam: 'friend_in_team',
  /** No pending team invitation from that player (answered, withdrawn, or expired with the inviter's last tab). */
  teamInviteNotFound: 'team_invite_not_found',
  /** leave_team (or team_invite_cancel) with no party (or no such invitation of mine). */
  notInTeam: 'not_in_team',
  /** A 2v2 battle created or joined from the arena without a party. */
  teamRequired: 'team_required',
  /** The player's teammate is playing another battle (create, join or quick match 2v2). */
  teammateInBattle: 'teammate_in_battle',
  /** leave_team or a new invitation while the party plays a battle. */
  teamBattleInProgress: 'team_battle_in_progress',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** WebSocket close codes (4000-4999 are ours). */
export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  tooLarge: 1009,
  invalidUsername: 4000,
  badToken: 4001,
  forbidden: 4003,
  notFound: 4004,
  badOrigin: 4005,
  replaced: 4009,
  /** Too many open sockets for this account or this address: close the oldest tab or wait. */
  tooManySockets: 4008,
  /**
   * The instance is shutting down (a rolling restart): nothing is wrong with the socket. Clients
   * reconnect at once, without their usual wait; the proxy sends the new socket to another instance.
   */
  draining: 4012,
  rateLimited: 4029,
} as const;
export type CloseCode = (typeof CLOSE_CODES)[keyof typeof CLOSE_CODES];

/** The close reason the client recognises (spec section 4: 4000 'Invalid username'). */
export const CLOSE_REASONS = {
  invalidUsername: 'Invalid username',
  badToken: 'Invalid or expired token',
  tooManySockets: 'Too many open connections',
  draining: 'Instance draining',
} as const;
