import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { useTheme } from '../lib/theme';
import { createQueryClient } from './queryClient';

/** Toasts come from signed-in features only: the library loads beside the app, not in its entry. */
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Providers around the router. The user socket lives in the signed-in layout (it needs a user).
 * The router is made by main.tsx, which renders once it has loaded the first page's code.
 */
export function App({ router }: { router: DataRouter }) {
  const [queryClient] = useState(createQueryClient);
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        {/* Below the 64 px header, never over it: a toast on a phone spans the width and would
            cover the account menu for as long as a finger rests on it. */}
        <Toaster theme={theme} position="top-center" offset={{ top: 76 }} mobileOffset={{ top: 76 }} richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
