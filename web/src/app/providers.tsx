import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { isApiError } from '../lib/api-error';
import { swrCache } from '../lib/swr-cache';

/**
 * SWR, configured once for the whole app. Only network failures are retried: a failure envelope
 * ('Payment already processed', a validation message) will not change by asking again, and a token
 * failure has already ended the session.
 */
export const swrOptions: SWRConfiguration = {
  provider: () => swrCache,
  shouldRetryOnError: (error) => !isApiError(error) || error.kind === 'network',
  errorRetryCount: 3,
  dedupingInterval: 5_000,
  keepPreviousData: true,
};

export function AppProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrOptions}>{children}</SWRConfig>;
}
