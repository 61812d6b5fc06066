/**
 * An error a client caused or may see. `message` is a message key of the domain catalogue
 * (translated to the caller's language by the error handler) or a plain text shown as is.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'error.not_found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
