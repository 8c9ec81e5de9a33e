import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gradientIndex, initials, resolveAvatarUrl } from '../features/avatar/rules';
import { useAvatarView } from '../features/avatar/useAvatarView';
import { cn } from '../lib/cn';

// Kept for callers of the first version of this component.
export { initials };
export const avatarUrl = (avatar: string | null | undefined): string | null => resolveAvatarUrl(avatar);

/** Ten gradients; a player always gets the same one (spec section 9: chosen by a hash of the username). */
const GRADIENTS = [
  'from-lime-300 to-emerald-500',
  'from-sky-400 to-indigo-500',
  'from-amber-300 to-orange-500',
  'from-rose-400 to-fuchsia-500',
  'from-teal-300 to-cyan-600',
  'from-violet-400 to-purple-600',
  'from-yellow-300 to-lime-500',
  'from-red-400 to-rose-600',
  'from-blue-300 to-blue-600',
  'from-emerald-300 to-teal-600',
] as const;

/** Spec section 9: xs 16, sm 24, md 32, lg 40, xl 48, 2xl 64, 3xl 80, 4xl 128, 5xl 160, 6xl 192 px. */
const SIZES = {
  xs: { box: 'h-4 w-4', text: 'text-[7px]', dot: 'h-1.5 w-1.5 border' },
  sm: { box: 'h-6 w-6', text: 'text-[10px]', dot: 'h-2 w-2 border' },
  md: { box: 'h-8 w-8', text: 'text-xs', dot: 'h-2.5 w-2.5 border-2' },
  lg: { box: 'h-10 w-10', text: 'text-sm', dot: 'h-3 w-3 border-2' },
  xl: { box: 'h-12 w-12', text: 'text-base', dot: 'h-3.5 w-3.5 border-2' },
  '2xl': { box: 'h-16 w-16', text: 'text-xl', dot: 'h-4 w-4 border-2' },
  '3xl': { box: 'h-20 w-20', text: 'text-2xl', dot: 'h-5 w-5 border-[3px]' },
  '4xl': { box: 'h-32 w-32', text: 'text-4xl', dot: 'h-7 w-7 border-4' },
  '5xl': { box: 'h-40 w-40', text: 'text-5xl', dot: 'h-8 w-8 border-4' },
  '6xl': { box: 'h-48 w-48', text: 'text-6xl', dot: 'h-10 w-10 border-4' },
} as const;
export type AvatarSize = keyof typeof SIZES;

/** Frames: plain, FACEIT-style orange square, neon gaming glow, gold competitive ring. */
const VARIANTS = {
  default: 'rounded-full',
  faceit: 'rounded-[22%] ring-2 ring-orange-500',
  gaming: 'rounded-full ring-2 ring-accent shadow-[0_0_18px_-2px_rgb(198_244_50/0.55)]',
  competitive: 'rounded-full ring-2 ring-amber-400 ring-offset-2 ring-offset-canvas',
} as const;
export type AvatarVariant = keyof typeof VARIANTS;

const PRESENCE = {
  online: 'bg-success',
  offline: 'bg-muted',
  away: 'bg-warning',
  busy: 'bg-danger',
} as const;
export type AvatarPresence = keyof typeof PRESENCE;

export interface AvatarProps {
  username: string | null | undefined;
  /** The player's server avatar value, when known; undefined lets the device copy decide alone. */
  avatar?: string | null;
  size?: AvatarSize;
  variant?: AvatarVariant;
  status?: AvatarPresence;
  /** Makes the picture an announced image with this name; without it the avatar is decorative. */
  label?: string;
  className?: string;
}

/**
 * A player's picture (spec section 4): a pulsing placeholder while it is looked up, then the
 * copy kept on this device, the server's picture, or initials on the player's gradient when
 * there is none or the image fails to load.
 */
export function Avatar({ username, avatar, size = 'lg', variant = 'default', status, label, className }: AvatarProps) {
  const { t } = useTranslation('avatar');
  const view = useAvatarView(username, avatar);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const loading = view.status === 'loading';
  const src = view.status === 'ready' && view.src !== null && view.src !== failedSrc ? view.src : null;
  const shown = loading ? 'loading' : src ? (view.status === 'ready' ? view.origin : 'server') : 'initials';
  const { box, text, dot } = SIZES[size];
  const statusText = status ? t(`status.${status}`) : null;

  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label ? [label, statusText].filter(Boolean).join(', ') : undefined}
      aria-hidden={label ? undefined : true}
      data-avatar={shown}
      className={cn('relative inline-flex shrink-0', box, className)}
    >
      <span
        className={cn(
          'flex h-full w-full items-center justify-center overflow-hidden font-black select-none',
          VARIANTS[variant],
          text,
          loading
            ? 'animate-pulse bg-raised'
            : src
              ? 'bg-raised'
              : cn('bg-gradient-to-br text-canvas', GRADIENTS[gradientIndex(username, GRADIENTS.length)]),
        )}
      >
        {loading ? null : src ? (
          <img src={src} alt="" draggable={false} className="h-full w-full object-cover" onError={() => setFailedSrc(src)} />
        ) : (
          initials(username)
        )}
      </span>
      {status ? <span className={cn('absolute right-0 bottom-0 rounded-full border-canvas', dot, PRESENCE[status])} /> : null}
    </span>
  );
}
