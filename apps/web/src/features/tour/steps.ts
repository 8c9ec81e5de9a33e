/**
 * The onboarding tours (spec sections 3 and 4). A step: id, the element it highlights, its
 * text (`steps.<translationKey>.title/text` in the tour namespace), where the popover sits and
 * how far from the element; dashboard steps also name the tab that holds their element.
 */
export type DashboardTab = 'overview' | 'battles' | 'friends';
export type TourSide = 'top' | 'right' | 'bottom' | 'left';

export interface OnboardingStep {
  readonly id: string;
  readonly target: string;
  readonly translationKey: TourTextKey;
  readonly position: TourSide;
  readonly offset: number;
  readonly tab?: DashboardTab;
}

export type TourTextKey =
  | 'avatar'
  | 'navigation'
  | 'statsGrid'
  | 'overviewProfile'
  | 'recentBattles'
  | 'battleHistory'
  | 'battleStats'
  | 'friendsList'
  | 'profile'
  | 'stats'
  | 'welcome'
  | 'battles'
  | 'battleStatsMobile'
  | 'friends'
  | 'createBattle'
  | 'openBattles'
  | 'teams';

const tour = (name: string) => `[data-tour="${name}"]`;

/** Desktop (768 px and wider): user avatar, navigation, stats grid, overview profile, recent battles, battle history, battle stats, friends list. */
export const DESKTOP_DASHBOARD_STEPS: readonly OnboardingStep[] = [
  { id: 'avatar', target: '[data-testid="user-menu"]', translationKey: 'avatar', position: 'bottom', offset: 8 },
  { id: 'navigation', target: tour('navigation'), translationKey: 'navigation', position: 'bottom', offset: 8 },
  { id: 'stats-grid', target: tour('stats-grid'), translationKey: 'statsGrid', position: 'bottom', offset: 10 },
  {
    id: 'overview-profile',
    target: '[data-testid="profile-card"]',
    translationKey: 'overviewProfile',
    position: 'right',
    offset: 10,
    tab: 'overview',
  },
  {
    id: 'recent-battles',
    target: '[data-testid="recent-battles"]',
    translationKey: 'recentBattles',
    position: 'left',
    offset: 10,
    tab: 'overview',
  },
  {
    id: 'battle-history',
    target: '[data-testid="battle-history"]',
    translationKey: 'battleHistory',
    position: 'right',
    offset: 10,
    tab: 'battles',
  },
  {
    id: 'battle-stats',
    target: '[data-testid="battle-stats"]',
    translationKey: 'battleStats',
    position: 'left',
    offset: 10,
    tab: 'battles',
  },
  {
    id: 'friends-list',
    target: '[data-testid="friends-list"]',
    translationKey: 'friendsList',
    position: 'top',
    offset: 10,
    tab: 'friends',
  },
];

/** Phones (below 768 px): profile, stats, welcome, battles, stats, friends. */
export const MOBILE_DASHBOARD_STEPS: readonly OnboardingStep[] = [
  { id: 'profile', target: '[data-testid="profile-card"]', translationKey: 'profile', position: 'bottom', offset: 8, tab: 'overview' },
  { id: 'stats', target: tour('stats-grid'), translationKey: 'stats', position: 'bottom', offset: 8 },
  { id: 'welcome', target: tour('welcome'), translationKey: 'welcome', position: 'bottom', offset: 8 },
  { id: 'battles', target: '[data-testid="battle-history"]', translationKey: 'battles', position: 'top', offset: 8, tab: 'battles' },
  {
    id: 'battle-stats',
    target: '[data-testid="battle-stats"]',
    translationKey: 'battleStatsMobile',
    position: 'top',
    offset: 8,
    tab: 'battles',
  },
  { id: 'friends', target: '[data-testid="friends-list"]', translationKey: 'friends', position: 'top', offset: 8, tab: 'friends' },
];

/** The arena: where battles are created, the open list, and team battles. */
export const BATTLES_STEPS: readonly OnboardingStep[] = [
  { id: 'create-battle', target: tour('create-battle'), translationKey: 'createBattle', position: 'bottom', offset: 10 },
  { id: 'open-battles', target: tour('open-battles'), translationKey: 'openBattles', position: 'top', offset: 10 },
  { id: 'teams', target: tour('team-up'), translationKey: 'teams', position: 'bottom', offset: 8 },
];

/** Spec section 9: the mobile breakpoint. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Spec section 4/9: up to 15 tries, 100 ms apart, to find a step's element. */
export const TARGET_RETRIES = 15;
export const TARGET_RETRY_MS = 100;
