import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: ReactNode;
  /** Read by screen readers when the dialog opens; visually hidden when `hideDescription`. */
  description: ReactNode;
  hideDescription?: boolean;
  /** Accessible name of the close button, in the current language. */
  closeLabel: string;
  /** 'center' is a modal box; 'sheet' slides in from the right edge (mobile menus, side panels). */
  variant?: 'center' | 'sheet';
  className?: string;
  children?: ReactNode;
}

const variants = {
  center: 'left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl animate-fade-in',
  sheet: 'inset-y-0 right-0 h-full w-[min(20rem,85vw)] rounded-l-2xl animate-slide-in-right',
} as const;

/** Radix Dialog with our overlay, focus trap, Escape to close and a labelled close button. */
export function DialogContent({
  title,
  description,
  hideDescription = false,
  closeLabel,
  variant = 'center',
  className,
  children,
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 border border-line bg-surface p-5 shadow-2xl shadow-black/50 focus:outline-none',
          variants[variant],
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <DialogPrimitive.Title className="text-lg font-bold text-fg">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className={hideDescription ? 'sr-only' : 'text-sm text-muted'}>
              {description}
            </DialogPrimitive.Description>
          </div>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="-m-1 rounded-lg p-1.5 text-muted hover:bg-raised hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          >
            <X className="h-5 w-5" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
