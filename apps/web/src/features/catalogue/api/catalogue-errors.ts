import { RETRY_ATTEMPTS } from '@rta/domain/common/constants';
import { ApiError } from '../../../lib/api-client.ts';

/** Spec §8 Catalogue. */
export const CATALOGUE_ERRORS = {
  load: 'Error loading cabinet data. Please try again.',
  group: 'Failed to load group data. Please try again.',
  exhausted: `Failed to fetch types after ${RETRY_ATTEMPTS} attempts`,
  format: 'Invalid data format received from server',
} as const;

/** The words a failed catalogue load shows in the page: the format error, or the exhausted retries. */
export const catalogueFailureText = (error: unknown): string =>
  error instanceof ApiError && error.message === CATALOGUE_ERRORS.format
    ? CATALOGUE_ERRORS.format
    : CATALOGUE_ERRORS.exhausted;
