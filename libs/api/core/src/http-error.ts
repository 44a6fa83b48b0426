import type { LocalizedText, MessageParams } from './messages';

export interface HttpErrorOptions {
  params?: MessageParams;
  /** Tells the client what to do instead, e.g. 'redirect' for a moved article (SPEC §2.9). */
  action?: string;
  payload?: Record<string, unknown>;
  cause?: unknown;
  /**
   * Show this text although the status is 5xx: for answers written for the user that name no
   * internals (502 "We could not reach Google"); other 5xx get the generic text.
   */
  expose?: boolean;
}

/**
 * An error meant for the client: its message is shown to the user in the request's
 * language, so it carries every translation and the error handler picks one.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly text: LocalizedText | string;
  readonly params: MessageParams;
  readonly action?: string;
  readonly payload?: Record<string, unknown>;
  readonly expose: boolean;

  constructor(statusCode: number, text: LocalizedText | string, options: HttpErrorOptions = {}) {
    super(typeof text === 'string' ? text : text.en, { cause: options.cause });
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.text = text;
    this.params = options.params ?? {};
    this.action = options.action;
    this.payload = options.payload;
    this.expose = options.expose ?? false;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
