import { Bell, Dumbbell, MessageCircle, MessagesSquare, Newspaper, Users, type LucideIcon } from 'lucide-react';

/**
 * Parts of the product the spec describes that this build does not have yet. Their links stay
 * where the spec puts them and lead to a short, honest 'coming soon' page instead of a 404.
 */
export const UPCOMING_SECTIONS = {
  training: Dumbbell,
  forum: MessagesSquare,
  news: Newspaper,
  friends: Users,
  chats: MessageCircle,
  notifications: Bell,
} as const satisfies Record<string, LucideIcon>;

export type UpcomingSection = keyof typeof UPCOMING_SECTIONS;

/** Route `handle` that names the section a coming-soon route stands for. */
export interface ComingSoonHandle {
  readonly upcoming: UpcomingSection;
}

export function isComingSoonHandle(handle: unknown): handle is ComingSoonHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'upcoming' in handle &&
    typeof handle.upcoming === 'string' &&
    handle.upcoming in UPCOMING_SECTIONS
  );
}
