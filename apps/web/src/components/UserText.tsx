import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * Text a user wrote (a message, a comment, a debate option, a name in a list), isolated from
 * what surrounds it: `<bdi>` takes its direction from its own first letter and cannot reorder
 * the label, time or counter beside it. The server strips direction overrides from what users
 * write (issue 29.8); this is the display half, for right-to-left text and older rows.
 */
export function UserText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="auto" className={cn('user-text', className)}>
      {children}
    </bdi>
  );
}

/**
 * The same isolation inside a plain string (a translated sentence, a title or a label that
 * cannot hold an element): FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE around the text.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
