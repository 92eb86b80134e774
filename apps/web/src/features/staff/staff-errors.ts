import { ApiError } from '../../lib/api-client.ts';

/** What a failed staff request says to the person: the server's own message, or that it could not be reached. */
export const staffErrorText = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'The store could not be reached. Check the connection and try again.';
