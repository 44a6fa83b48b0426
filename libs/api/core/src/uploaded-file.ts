import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, isHttpError } from './http-error';
import { MESSAGES } from './messages';

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const statusOf = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode;

/**
 * The one file of a multipart upload (@fastify/multipart registered on the route's plugin), in
 * memory: undefined when the form has none, or has it under another name than `field`. Beyond
 * `maxBytes` it throws `tooLarge()`; a body the parser cannot read (cut short, broken framing)
 * is the client's 400, never a 500.
 */
export async function readUploadedFile(request: FastifyRequest, options: { maxBytes: number; field?: string; tooLarge: () => HttpError }): Promise<Buffer | undefined> {
  try {
    const file = await request.file({ limits: { fileSize: options.maxBytes } });
    if (!file || (options.field !== undefined && file.fieldname !== options.field)) return undefined;
    return await file.toBuffer();
  } catch (error) {
    if (codeOf(error) === FILE_TOO_LARGE) throw options.tooLarge();
    // The plugin's own limits and checks carry their 4xx; anything else came from parsing the body.
    if (isHttpError(error) || (typeof statusOf(error) === 'number' && (statusOf(error) as number) < 500)) throw error;
    throw new HttpError(400, MESSAGES.malformedBody, { cause: error });
  }
}
