import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { LoadingBlock } from '../components/ui/Spinner';
import { AuthLayout } from './layouts/AuthLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { OPEN_TO_VISITORS } from './routeHandles';

/** A lazily loaded page module: each page becomes its own chunk. */
type PageModule = Promise<{ default: ComponentType }>;
const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });

function InitialLoading() {
  const { t } = useTranslation();
  return <LoadingBlock label={t('loading')} className="min-h-dvh" />;
}

/**
 * The route table. Later features add their pages here: signed-in pages as children of the
 * SignedInLayout route, public ones beside the landing page. Static segments outrank
 * `/:username`, so `/battles` or `/forum` never reach the dashboard.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      { index: true, lazy: page(() => import('../pages/LandingPage')) },
      {
        element: <AuthLayout />,
        children: [
          { path: 'sign-up', lazy: page(() => import('../pages/SignUpPage')) },
          { path: 'sign-up/email', lazy: page(() => import('../pages/SignUpEmailPage')) },
          { path: 'sign-in', lazy: page(() => import('../pages/SignInPage')) },
          { path: 'forgot-password', lazy: page(() => import('../pages/ForgotPasswordPage')) },
          { path: 'reset-password', lazy: page(() => import('../pages/ResetPasswordPage')) },
        ],
      },
      {
        // Lazy too: visitors never download the signed-in header, menus and live client.
        lazy: async () => ({ Component: (await import('./layouts/SignedInLayout')).SignedInLayout }),
        children: [
          { path: 'dashboard', lazy: page(() => import('./DashboardRedirect')) },
          // The own dashboard, another player's address, or a typo: the page sorts them out.
          { path: ':username', handle: OPEN_TO_VISITORS, lazy: page(() => import('./PlayerPathPage')) },
          { path: 'profile', lazy: page(() => import('../pages/ProfilePage')) },
          { path: ':username/profile', lazy: page(() => import('../pages/ProfilePage')) },
          { path: 'view-profile/:username', lazy: page(() => import('../pages/ViewProfilePage')) },
          { path: 'battles', lazy: page(() => import('../pages/BattlesPage')) },
          { path: 'waiting-room/:battleId', lazy: page(() => import('../pages/WaitingRoomPage')) },
          { path: ':username/all-battles', lazy: page(() => import('../pages/AllBattlesPage')) },
          { path: ':username/trainings', lazy: page(() => import('../pages/TrainingPage')) },
          { path: 'forum', lazy: page(() => import('../pages/ForumPage')) },
          { path: 'forum/debates/create', lazy: page(() => import('../pages/CreateDebatePage')) },
          { path: 'forum/debates/:id', lazy: page(() => import('../pages/DebatePage')) },
          { path: 'selection/:id', lazy: page(() => import('../pages/DebatePage')) },
          { path: 'news/:id', lazy: page(() => import('../pages/NewsDetailPage')) },
          { path: ':username/chats', lazy: page(() => import('../pages/ChatsPage')) },
          { path: 'chats/:username', lazy: page(() => import('../pages/ChatPage')) },
          { path: ':username/friends', lazy: page(() => import('../pages/FriendsPage')) },
          { path: ':username/notifications', lazy: page(() => import('../pages/NotificationsPage')) },
          { path: 'daily/:sport', lazy: page(() => import('../pages/DailyBoardPage')) },
          { path: 'moderation', lazy: page(() => import('../pages/ModerationPage')) },
          {
            // Pathless: one battle connection kept from the countdown through the quiz to the result.
            lazy: async () => ({ Component: (await import('../features/battles/session/BattleSessionLayout')).BattleSessionLayout }),
            children: [
              { path: ':battleId/countdown', lazy: page(() => import('../pages/CountdownPage')) },
              { path: ':battleId/quiz', lazy: page(() => import('../pages/QuizPage')) },
              { path: ':battleId/battle-result', lazy: page(() => import('../pages/BattleResultPage')) },
            ],
          },
        ],
      },
      {
        // Public: the layout gives players their signed-in header and visitors the public one.
        path: 'leaderboard',
        lazy: page(() => import('../pages/LeaderboardLayout')),
        children: [{ index: true, lazy: page(() => import('../pages/LeaderboardPage')) }],
      },
      {
        // Public: the FAQ, the live-stream placeholder, the terms, the privacy policy and the
        // 404 page, with the header that suits the reader (a player keeps their header and menu).
        lazy: page(() => import('./layouts/OpenLayout')),
        children: [
          { path: 'faq', lazy: page(() => import('../pages/FaqPage')) },
          { path: 'live', lazy: page(() => import('../pages/LiveStreamPage')) },
          { path: 'terms', lazy: page(() => import('../pages/TermsPage')) },
          { path: 'privacy', lazy: page(() => import('../pages/PrivacyPage')) },
          { path: '*', lazy: page(() => import('../pages/NotFoundPage')) },
        ],
      },
    ],
  },
];

/** Paths a visitor may stay on when a stored session turns out to be dead at start-up. */
export const PUBLIC_AUTH_PATHS: readonly string[] = [
  '/sign-up',
  '/sign-up/email',
  '/sign-in',
  '/forgot-password',
  '/reset-password',
  '/leaderboard',
  '/terms',
  '/privacy',
];
