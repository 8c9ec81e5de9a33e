import type { ReactNode } from 'react';
import { Bike, Footprints, HandFist, Swords, Trophy, Volleyball, Waves, type LucideIcon } from 'lucide-react';

/**
 * Line icons for the sports (lucide has none for most balls), drawn on lucide's 24 px grid
 * so they sit well next to its icons. Volleyball and the sports in LUCIDE are lucide's own;
 * unknown sports get a trophy.
 */
const LUCIDE: Record<string, LucideIcon> = {
  volleyball: Volleyball,
  boxing: HandFist,
  mma: Swords,
  athletics: Footprints,
  swimming: Waves,
  cycling: Bike,
};

const PATHS: Record<string, ReactNode> = {
  football: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m12 7 4.3 3.1-1.6 5h-5.4l-1.6-5z" />
      <path d="M12 7V2.5M16.3 10.1l4.3-1.4M14.7 15.1l2.7 3.7M9.3 15.1l-2.7 3.7M7.7 10.1 3.4 8.7" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2v20M2 12h20" />
      <path d="M5 4.9a10 10 0 0 1 0 14.2M19 4.9a10 10 0 0 0 0 14.2" />
    </>
  ),
  tennis: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M6 4a10 10 0 0 1 0 16M18 4a10 10 0 0 0 0 16" />
    </>
  ),
  baseball: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M5.6 4.4a11 11 0 0 1 0 15.2M18.4 4.4a11 11 0 0 0 0 15.2" />
      <path d="m4.5 8 2-.8M5.3 12h2.2M4.5 16l2 .8M19.5 8l-2-.8M18.7 12h-2.2M19.5 16l-2 .8" />
    </>
  ),
  hockey: (
    <>
      <path d="M16 2 9.2 16.6a2 2 0 0 1-1.8 1.2H3" />
      <path d="M3 15.5v4.5" />
      <ellipse cx="17.5" cy="19" rx="3.5" ry="1.5" />
    </>
  ),
  golf: (
    <>
      <path d="M11 18V3l8 3.5-8 3.5" />
      <ellipse cx="11" cy="19.5" rx="7" ry="2" />
    </>
  ),
  cricket: (
    <>
      <path d="m14.5 3.5 2 2-9.3 9.3-2-2z" />
      <path d="m5.2 12.8-2.7 2.7 2 2 2.7-2.7" />
      <circle cx="17.5" cy="17.5" r="3" />
    </>
  ),
  rugby: (
    <>
      <ellipse cx="12" cy="12" rx="10" ry="6" transform="rotate(-45 12 12)" />
      <path d="M8.5 15.5 15.5 8.5" />
      <path d="m9.5 13 1.5 1.5M11.25 11.25l1.5 1.5M13 9.5l1.5 1.5" />
    </>
  ),
};

export function SportIcon({ sport, className }: { sport: string; className?: string }) {
  const Lucide = LUCIDE[sport];
  if (Lucide) return <Lucide className={className} aria-hidden />;
  const paths = PATHS[sport];
  if (!paths) return <Trophy className={className} aria-hidden />;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={className}
    >
      {paths}
    </svg>
  );
}
