import type { Language } from '@fanclash/protocol';

/**
 * Flags as inline SVG: emoji flags do not render on Windows. Decorative; the button that
 * holds one carries the accessible name.
 */
export function Flag({ language, className }: { language: Language; className?: string }) {
  if (language === 'ru') {
    return (
      <svg viewBox="0 0 9 6" aria-hidden className={className}>
        <rect width="9" height="2" y="0" fill="#fff" />
        <rect width="9" height="2" y="2" fill="#0039a6" />
        <rect width="9" height="2" y="4" fill="#d52b1e" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 60 30" aria-hidden className={className}>
      <clipPath id="flag-gb-clip">
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <path d="M0 0v30h60V0z" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30m0-30L0 30" clipPath="url(#flag-gb-clip)" stroke="#C8102E" strokeWidth="4" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
