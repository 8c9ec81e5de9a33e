import { Dumbbell, Home, MessagesSquare, Swords, Trophy, type LucideIcon } from 'lucide-react';

export interface NavItem {
  /** Key under `nav.*` in the common texts. */
  readonly key: 'home' | 'battles' | 'leaderboard' | 'forum' | 'training';
  readonly to: string;
  readonly Icon: LucideIcon;
  /** Only the exact path is "current" (Home must not light up on /{username}/trainings). */
  readonly end?: boolean;
}

/** The signed-in header's five links (spec section 2). */
export function mainNavigation(username: string): readonly NavItem[] {
  const home = `/${encodeURIComponent(username)}`;
  return [
    { key: 'home', to: home, Icon: Home, end: true },
    { key: 'battles', to: '/battles', Icon: Swords },
    { key: 'leaderboard', to: '/leaderboard', Icon: Trophy },
    { key: 'forum', to: '/forum', Icon: MessagesSquare },
    { key: 'training', to: `${home}/trainings`, Icon: Dumbbell },
  ];
}
