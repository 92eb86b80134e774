/**
 * An error the client caused, with its status, a message the person can act on and a
 * machine-readable code. The app's error handler sends it as { message, code }.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
