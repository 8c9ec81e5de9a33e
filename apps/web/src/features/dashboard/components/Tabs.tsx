import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * Themed Radix Tabs (arrow keys move between tabs, the panel follows). Used by the dashboard
 * and the profile settings; a candidate for components/ui once a third screen needs it.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex w-full gap-1 rounded-xl border border-line bg-surface/80 p-1 sm:w-auto sm:self-start', className)}
      {...rest}
    />
  );
}

interface TabsTriggerProps extends Omit<ComponentProps<typeof TabsPrimitive.Trigger>, 'children'> {
  icon?: ReactNode;
  /** The label from the 768 px breakpoint up. */
  label: string;
  /** A shorter label below 768 px (spec: the dashboard shows stats / battles / social there). */
  shortLabel?: string;
}

export function TabsTrigger({ icon, label, shortLabel, className, ...rest }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-10 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-muted transition-colors sm:flex-none sm:px-4',
        'hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        'data-[state=active]:bg-accent data-[state=active]:text-on-accent',
        className,
      )}
      {...rest}
    >
      {/* Below 480 px three labels need the room more than the icons do. */}
      {icon ? <span className="hidden min-[480px]:inline-flex">{icon}</span> : null}
      {shortLabel ? (
        <>
          <span className="md:hidden">{shortLabel}</span>
          <span className="hidden md:inline">{label}</span>
        </>
      ) : (
        label
      )}
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent', className)}
      {...rest}
    />
  );
}
