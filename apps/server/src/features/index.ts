import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/platform.js';
import { registerLiveGateway, registerOriginCheck, systemHandlers } from '../realtime/gateway.js';
import type { UserMessageHandlers } from '../realtime/user-handlers.js';
import { authRoutes } from './auth/routes.js';
import { userRoutes } from './users/routes.js';
import { avatarRoutes } from './avatars/routes.js';
import { createAvatarStorage } from './avatars/storage.js';
import { leaderboardRoutes } from './leaderboard/routes.js';
import { registerProfile } from './profile/register.js';
import { registerBattles } from './battles/index.js';
import { registerFriends } from './friends/index.js';
import { registerChat } from './chat/index.js';
import { registerTraining } from './training/index.js';
import { registerDebates } from './debates/index.js';
import { registerNews } from './news/index.js';
import { registerTransfers } from './transfers/index.js';
import { shareRoutes } from './share/routes.js';
import { rematchHandlers } from './rematch/live.js';
import { registerQuestionReports } from './question-reports/index.js';
import { registerChallenges } from './challenges/index.js';
import { registerDaily } from './daily/index.js';
import { registerPush } from './push/index.js';
import { registerModeration } from './moderation/index.js';
import { registerReports } from './reports/index.js';
import { registerNotifications } from './notifications/index.js';
import { debateUserHandlers } from './debates/live.js';
import { registerTeams } from './teams/index.js';

/** Every feature's routes and live handlers, registered in one place. */
export async function registerFeatures(app: FastifyInstance, platform: Platform): Promise<void> {
  registerOriginCheck(app, platform);
  // First: its hooks reach the forum's and chat's routes registered after it (hidden items, mutes).
  await registerModeration(app, platform);
  await registerReports(app, platform);
  await authRoutes(app, platform);
  await userRoutes(app, platform);
  const avatars = await createAvatarStorage(platform);
  await avatarRoutes(app, platform, avatars);
  await leaderboardRoutes(app, platform);
  const profileHandlers = await registerProfile(app, platform, avatars);
  const teams = await registerTeams(app, platform);
  const battles = await registerBattles(app, platform, teams.service);
  const friendHandlers = await registerFriends(app, platform, battles.service);
  await registerChat(app, platform);
  await registerTraining(app, platform);
  await registerQuestionReports(app, platform);
  const challengeHandlers = await registerChallenges(app, platform, battles);
  await registerDaily(app, platform, battles);
  await registerPush(app, platform);
  await registerNotifications(app, platform);
  await registerDebates(app, platform);
  await registerNews(app, platform);
  await registerTransfers(app, platform);
  await shareRoutes(app, platform);

  const userHandlers: UserMessageHandlers = {
    ...systemHandlers(),
    ...profileHandlers,
    ...battles.userHandlers,
    ...friendHandlers,
    ...rematchHandlers(platform, battles.service),
    ...challengeHandlers,
    ...debateUserHandlers(),
    ...teams.userHandlers,
  };
  await registerLiveGateway(app, platform, platform.live, userHandlers);
}
