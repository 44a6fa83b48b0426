export interface ApiErrorPayload {
  route?: string;
  [key: string]: unknown;
}

export interface ApiErrorInit {
  action?: string;
  payload?: ApiErrorPayload;
  cause?: unknown;
}

/**
 * An error with the API's `{ message, statusCode, action?, payload? }` shape. A moved article
 * is `action: 'redirect'` with `payload.route` (SPEC §2.9).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly statusCode: number;
  readonly action?: string;
  readonly payload?: ApiErrorPayload;

  constructor(message: string, statusCode: number, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.statusCode = statusCode;
    if (init.action !== undefined) this.action = init.action;
    if (init.payload !== undefined) this.payload = init.payload;
  }

  toJSON(): { message: string; statusCode: number; action?: string; payload?: ApiErrorPayload } {
    return {
      message: this.message,
      statusCode: this.statusCode,
      ...(this.action === undefined ? {} : { action: this.action }),
      ...(this.payload === undefined ? {} : { payload: this.payload }),
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
