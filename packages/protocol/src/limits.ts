/** The spec's business constants (section 9), shared by server and web. */
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 20,
  passwordMin: 8,
  avatarMaxBytes: 5 * 1024 * 1024,
  avatarMaxPixels: 4096,
  avatarStoredSize: 512,
  avatarUploadTimeoutMs: 30_000,
  avatarSuccessMessageMs: 3_000,
  resetStatsMessageMs: 5_000,
  recentBattles: 3,
  historyPageSize: 10,
  leaderboardPageSize: 50,
  waitingBattlesPerUser: 3,
  battleCreateTimeoutMs: 10_000,
  battleReconnectAttempts: 3,
  battleReconnectDelayMs: 1_000,
  userReconnectDelayMs: 3_000,
  startBattleRetryMs: 1_000,
  mobileBreakpointPx: 768,
  notificationBadgeCap: 99,
  commentMax: 1000,
  replyMax: 500,
  debateOptionNameMax: 50,
  debateOptionDescriptionMax: 500,
  debatePageSize: 50,
  /** Largest live frame the server accepts, in bytes. */
  liveFrameMaxBytes: 4096,
  /** Live messages a socket may send per second before it is told to slow down. */
  liveMessagesPerSecond: 20,
} as const;

/**
 * Friend-request limits (issue 29, item 4): sends and cancels together, per sender and per
 * pair (each one is an event on the other player's screen), counted by the platform's rate
 * limiter (shared through Redis across instances); and a cap on requests still waiting.
 */
export const FRIEND_REQUEST_LIMITS = {
  /** Sends plus cancels one player may make, to anyone, per window. */
  perSender: 30,
  perSenderWindowMs: 60_000,
  /** Sends plus cancels from one player to one other player per window. */
  perPair: 6,
  perPairWindowMs: 10 * 60_000,
  /** Outgoing requests one player may have waiting for an answer at once. */
  pendingOutgoingMax: 50,
} as const;

/** Initial values for a new account (spec section 3, sign-up payload defaults). */
export const NEW_USER_DEFAULTS = {
  winRate: 0,
  totalBattle: 0,
  winBattle: 0,
  ranking: 1,
  favourite: 'Football',
  streak: 0,
} as const;

/**
 * The spec's reserved names, plus the app's own top-level paths: a player's dashboard lives at
 * /{username}, so a player called 'battles' or 'leaderboard' would be unreachable.
 */
export const RESERVED_USERNAMES = [
  'admin',
  'root',
  'user',
  'test',
  'null',
  'undefined',
  'api',
  'www',
  'auth',
  'db',
  'battle',
  'battles',
  'leaderboard',
  'forum',
  'profile',
  'chats',
  'dashboard',
  'news',
  'selection',
  'friends',
  'training',
  'health',
  'assets',
  'avatars',
  'ws',
  'simple_chat',
  // polish: the FAQ, live-stream and shared-result pages
  'faq',
  'live',
  'results',
  // web push (issue 35)
  'push',
] as const;
