import authEn from '../features/auth/i18n/en.json';
import authRu from '../features/auth/i18n/ru.json';
import avatarEn from '../features/avatar/i18n/en.json';
import avatarRu from '../features/avatar/i18n/ru.json';
import battleHistoryEn from '../features/battle-history/i18n/en.json';
import battleHistoryRu from '../features/battle-history/i18n/ru.json';
import battlesEn from '../features/battles/i18n/en.json';
import battlesRu from '../features/battles/i18n/ru.json';
import dashboardEn from '../features/dashboard/i18n/en.json';
import dashboardRu from '../features/dashboard/i18n/ru.json';
import landingEn from '../features/landing/i18n/en.json';
import landingRu from '../features/landing/i18n/ru.json';
import leaderboardEn from '../features/leaderboard/i18n/en.json';
import leaderboardRu from '../features/leaderboard/i18n/ru.json';
import profileEn from '../features/profile/i18n/en.json';
import profileRu from '../features/profile/i18n/ru.json';
import chatEn from '../features/chat/i18n/en.json';
import chatRu from '../features/chat/i18n/ru.json';
import trainingEn from '../features/training/i18n/en.json';
import trainingRu from '../features/training/i18n/ru.json';
import debatesEn from '../features/debates/i18n/en.json';
import debatesRu from '../features/debates/i18n/ru.json';
import newsEn from '../features/news/i18n/en.json';
import newsRu from '../features/news/i18n/ru.json';
import transfersEn from '../features/transfers/i18n/en.json';
import transfersRu from '../features/transfers/i18n/ru.json';
import helpEn from '../features/help/i18n/en.json';
import tourEn from '../features/tour/i18n/en.json';
import shareEn from '../features/share/i18n/en.json';
import rematchEn from '../features/rematch/i18n/en.json';
import rematchRu from '../features/rematch/i18n/ru.json';
import shareRu from '../features/share/i18n/ru.json';
import tourRu from '../features/tour/i18n/ru.json';
import helpRu from '../features/help/i18n/ru.json';
import friendsEn from '../features/friends/i18n/en.json';
import friendsRu from '../features/friends/i18n/ru.json';
import questionReportsEn from '../features/question-reports/i18n/en.json';
import questionReportsRu from '../features/question-reports/i18n/ru.json';
import pushEn from '../features/push/i18n/en.json';
import pushRu from '../features/push/i18n/ru.json';
import reportsEn from '../features/reports/i18n/en.json';
import reportsRu from '../features/reports/i18n/ru.json';
import moderationEn from '../features/moderation/i18n/en.json';
import moderationRu from '../features/moderation/i18n/ru.json';
import notificationsEn from '../features/notifications/i18n/en.json';
import notificationsRu from '../features/notifications/i18n/ru.json';
import challengesEn from '../features/challenges/i18n/en.json';
import challengesRu from '../features/challenges/i18n/ru.json';
import dailyEn from '../features/daily/i18n/en.json';
import dailyRu from '../features/daily/i18n/ru.json';
import teamsEn from '../features/teams/i18n/en.json';
import teamsRu from '../features/teams/i18n/ru.json';
import commonEn from './en.json';
import commonRu from './ru.json';

/**
 * Every translation namespace, one line per feature in each language. English is the
 * reference shape: its type checks every `t()` key at compile time (see i18next.d.ts), and
 * `satisfies` makes a Russian file that lacks a key fail to compile.
 */
export const en = {
  common: commonEn,
  auth: authEn,
  landing: landingEn,
  dashboard: dashboardEn,
  profile: profileEn,
  leaderboard: leaderboardEn,
  avatar: avatarEn,
  battles: battlesEn,
  battleHistory: battleHistoryEn,
  chat: chatEn,
  training: trainingEn,
  debates: debatesEn,
  news: newsEn,
  transfers: transfersEn,
  help: helpEn,
  friends: friendsEn,
  tour: tourEn,
  share: shareEn,
  rematch: rematchEn,
  questionReports: questionReportsEn,
  push: pushEn,
  reports: reportsEn,
  moderation: moderationEn,
  notifications: notificationsEn,
  challenges: challengesEn,
  daily: dailyEn,
  teams: teamsEn,
} as const;

export const resources = {
  en,
  ru: {
    common: commonRu,
    auth: authRu,
    landing: landingRu,
    dashboard: dashboardRu,
    profile: profileRu,
    leaderboard: leaderboardRu,
    avatar: avatarRu,
    battles: battlesRu,
    battleHistory: battleHistoryRu,
    chat: chatRu,
    training: trainingRu,
    debates: debatesRu,
    news: newsRu,
    transfers: transfersRu,
    help: helpRu,
    friends: friendsRu,
    tour: tourRu,
    share: shareRu,
    rematch: rematchRu,
    questionReports: questionReportsRu,
    push: pushRu,
    reports: reportsRu,
    moderation: moderationRu,
    notifications: notificationsRu,
    challenges: challengesRu,
    daily: dailyRu,
    teams: teamsRu,
  } satisfies Record<keyof typeof en, unknown>,
} as const;

export type Namespace = keyof typeof en;
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
