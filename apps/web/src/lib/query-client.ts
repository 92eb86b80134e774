import { QueryClient } from '@tanstack/react-query';
import { retryPolicy } from './retry-policy.ts';

/** The app's one query cache: the provider's, and what entering a route starts early (app/page-routes.tsx). */
export const queryClient = new QueryClient({ defaultOptions: { queries: retryPolicy } });
