import { useEffect } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CheckoutQuote } from '@rta/domain/api/orders';

/** What checkout-page.tsx shows of the server's prices: the query's state it reads. */
export interface PricesState {
  data: CheckoutQuote | undefined;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  refetch: () => void;
}

export type PricesOptions = UseQueryOptions<CheckoutQuote, Error, CheckoutQuote, readonly unknown[]>;

/**
 * The binder's prices as the server answers them, reported to the page (which renders them):
 * TanStack Query's observer (about 3 KB gzipped) loads beside checkout's first render, which
 * does not wait for it. The page has already asked for the prices (its prefetch, the same
 * query), so this watches that request rather than making another.
 */
export function CheckoutPrices({
  options,
  onChange,
}: {
  options: PricesOptions;
  onChange: (state: PricesState) => void;
}) {
  const { data, isPending, isError, isSuccess, isFetching, refetch } = useQuery(options);
  useEffect(() => {
    onChange({ data, isPending, isError, isSuccess, isFetching, refetch: () => void refetch() });
  }, [onChange, data, isPending, isError, isSuccess, isFetching, refetch]);
  return null;
}
