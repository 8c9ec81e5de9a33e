import { useState } from 'react';
import { SportIcon } from '../../../components/SportIcon';
import { cn } from '../../../lib/cn';

/**
 * An article's picture, loaded lazily and never blocking the page; a missing or broken image
 * shows the sport's icon on a tinted panel of the same size (no layout shift).
 */
export function NewsImage({ src, sport, alt, className }: { src: string | null; sport: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const showImage = src !== null && !failed;
  return (
    <div className={cn('relative overflow-hidden bg-gradient-to-br from-accent/15 via-raised to-surface', className)}>
      {showImage ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-accent/60" data-testid="news-image-fallback">
          <SportIcon sport={sport === 'general' ? 'trophy' : sport} className="h-10 w-10" />
        </div>
      )}
    </div>
  );
}
