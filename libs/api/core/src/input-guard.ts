import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { MESSAGES } from './messages';
import { invalidInputMessage } from './validation-message';

/**
 * NUL (PostgreSQL text and jsonb refuse it) and half a surrogate pair (not Unicode at all: UTF-8
 * encoders, URL encoders and the database choke on it). No field of the API takes either.
 */
const UNSAFE_CHARACTER = /[\0\p{Cs}]/u;

type Path = (string | number)[];

/** A place in the walked value: its key and its parent's place, so paths cost nothing until one is needed. */
interface Place {
  key: string | number;
  parent: Place | null;
}

function pathOf(place: Place | null): Path {
  const path: Path = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where in `value` (a parsed body, the params or the query) the first leaf that `unsafe` refuses
 * sits, object keys included; null when there is none. Walks with its own stack, in time linear
 * in the size of the value: a deeply nested body must neither overflow the call stack nor take
 * quadratic time.
 */
function findUnsafe(value: unknown, unsafe: (leaf: string | number) => boolean): Path | null {
  const stack: Array<{ value: unknown; place: Place | null }> = [{ value, place: null }];
  while (stack.length > 0) {
    const { value: current, place } = stack.pop() as { value: unknown; place: Place | null };
    if (typeof current === 'string' || typeof current === 'number') {
      if (unsafe(current)) return pathOf(place);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], place: { key: index, parent: place } });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current).reverse()) {
        if (unsafe(key)) return pathOf({ key, parent: place });
        stack.push({ value: child, place: { key, parent: place } });
      }
    }
  }
  return null;
}

/** Where the first string (or key) with NUL or half a surrogate pair sits in `value`; null when none. */
export function findUnsafeText(value: unknown): Path | null {
  return findUnsafe(value, (leaf) => typeof leaf === 'string' && UNSAFE_CHARACTER.test(leaf));
}

/**
 * Where the first number that is not finite sits: the schema validator coerces a query's
 * `limit=1e309` to Infinity and lets it pass `maximum` (JSON bodies turn 1e400 into Infinity
 * too), and the database refuses it.
 */
export function findNonFiniteNumber(value: unknown): Path | null {
  return findUnsafe(value, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf));
}

const LOCATIONS = ['params', 'querystring', 'body'] as const;
type Location = (typeof LOCATIONS)[number];

const inputAt = (request: FastifyRequest, location: Location): unknown =>
  location === 'params' ? request.params : location === 'querystring' ? request.query : request.body;

/** A boundary parameter with a value, quoted or not; its finer rules are the parser's (clients differ). */
const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s;"]+)/i;

function isMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^\s*multipart\//i.test(type);
}

/** The unread rest of a refused body is read and dropped up to this much, then the connection is closed. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 30_000;

/**
 * An answer sent before the body has all arrived (413 for a 10 MB upload, 401, 415): the client
 * is still sending and reads the answer only afterwards. Closing the connection now (what
 * Fastify asks for after a body parser error) makes the kernel reset it, and the client sees
 * "connection reset" instead of the answer. So the rest is read and dropped, and the connection
 * stays open for the client to read the answer; beyond a bound it is cut all the same.
 */
function drainAfterAnswer(raw: IncomingMessage): void {
  let drained = 0;
  const cut = () => raw.socket?.destroy();
  const timer = setTimeout(cut, DRAIN_TIMEOUT_MS);
  timer.unref();
  const done = () => clearTimeout(timer);
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) {
      done();
      cut();
    }
  });
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}

/**
 * Refuses input no route can take, for every route of `fastify` at once, with a localized 400
 * `{ message, statusCode }` before the schema and the handler see it:
 * - a NUL or half a surrogate pair in any string (or key) of the body, the path parameters or
 *   the query (they reached the database and answered 500);
 * - a number that is not finite, once the schema has coerced the input;
 * - a multipart body without a usable boundary (the upload parser threw, 500).
 * And it lets a client that is still sending read an early answer (see drainAfterAnswer).
 */
export function registerInputGuards(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    if (isMultipart(request) && !BOUNDARY.test(request.headers['content-type'] as string)) throw new HttpError(400, MESSAGES.malformedBody);
  });

  fastify.addHook('preValidation', async (request) => {
    for (const location of LOCATIONS) {
      const path = findUnsafeText(inputAt(request, location));
      if (path) throw new HttpError(400, invalidInputMessage(location, path, 'character'));
    }
  });

  // After validation, which is where coercion makes the numbers.
  fastify.addHook('preHandler', async (request) => {
    for (const location of LOCATIONS) {
      const path = findNonFiniteNumber(inputAt(request, location));
      if (path) throw new HttpError(400, invalidInputMessage(location, path, 'finite'));
    }
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    // false only on a real socket whose body has not all arrived (light-my-request leaves it unset).
    if (request.raw.complete === false) {
      reply.removeHeader('connection');
      drainAfterAnswer(request.raw);
    }
    return payload;
  });
}
