import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './edition';
import { isHttpError } from './http-error';
import { localize, MESSAGES, STATUS_MESSAGES } from './messages';
import { keyedValidationMessage, validationMessage } from './validation-message';

export interface ErrorBody {
  message: string;
  statusCode: number;
  action?: string;
  payload?: Record<string, unknown>;
}

function statusOf(error: unknown): number {
  const candidate =
    typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof candidate === 'number' && candidate >= 400 && candidate <= 599 ? candidate : 500;
}

/** Builds the `{ message, statusCode }` body for any thrown value, in the request's language. */
export function errorBody(error: unknown, request: FastifyRequest): ErrorBody {
  const language = requestLanguage(request);
  if (isHttpError(error)) {
    const body: ErrorBody = { message: localize(error.text, language, error.params), statusCode: error.statusCode };
    if (error.statusCode >= 500 && !error.expose) body.message = localize(MESSAGES.internal, language);
    if (error.action) body.action = error.action;
    if (error.payload) body.payload = error.payload;
    return body;
  }
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) {
    const message =
      keyedValidationMessage(request, fastifyError.validationContext, language) ??
      validationMessage(fastifyError.validation, fastifyError.validationContext, language);
    return { message, statusCode: 400 };
  }
  const statusCode = statusOf(error);
  if (statusCode >= 500) {
    const text = statusCode === 503 ? MESSAGES.unavailable : MESSAGES.internal;
    return { message: localize(text, language), statusCode };
  }
  const known = STATUS_MESSAGES[statusCode];
  const fallback = typeof fastifyError.message === 'string' && fastifyError.message ? fastifyError.message : '';
  return { message: known ? localize(known, language) : fallback || localize(MESSAGES.badRequest, language), statusCode };
}

/** Seconds a client is asked to wait before repeating a request refused with 503 (a dependency is down). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

function logError(request: FastifyRequest, error: unknown, statusCode: number): void {
  // A dependency outage fails every request the same way: a one-line warning each, no stack (the
  // database layer and the readiness probe report the outage itself).
  if (statusCode === 503) request.log.warn({ code: (error as Partial<FastifyError>).code }, 'request refused: a dependency is unavailable');
  else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode, code: (error as Partial<FastifyError>).code }, 'request rejected');
}

/**
 * Installs the JSON error contract on an instance: every error becomes
 * `{ message, statusCode[, action, payload] }`; 5xx bodies carry only a generic text
 * and the details go to the log. Encapsulated, so it covers the routes of this context.
 */
export function registerErrorHandling(fastify: FastifyInstance, options: { notFound?: boolean } = {}): void {
  fastify.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const body = errorBody(error, request);
    logError(request, error, body.statusCode);
    reply.header('cache-control', 'no-store');
    if (body.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  });
  if (options.notFound !== false) {
    fastify.setNotFoundHandler((request, reply) => {
      const body: ErrorBody = { message: localize(MESSAGES.notFound, requestLanguage(request)), statusCode: 404 };
      return reply.code(404).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
    });
  }
}
