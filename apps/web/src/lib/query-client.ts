import { QueryClient } from '@tanstack/react-query';
import { retryPolicy } from './retry-policy.ts';

/** The app's one query cache: the provider's, and route loaders that start a page's requests early. */
export const queryClient = new QueryClient({ defaultOptions: { queries: retryPolicy } });
