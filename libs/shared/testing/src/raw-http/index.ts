/*
 * `@meydan/shared/testing/raw-http` (specs only, Node): HTTP the way an impatient upload client
 * does it, over a bare socket, so a spec sees what a real connection sees (resets included),
 * which app.inject cannot show.
 */
import { connect } from 'node:net';

export interface RawExchange {
  /** Everything the server sent, as latin1 text (status lines, headers, bodies of every answer). */
  response: string;
  /** The socket's error code (ECONNRESET, EPIPE) when the server cut the connection under the client. */
  error?: string;
}

/**
 * Writes `head` (request line and headers, ending in an empty line) and `body` completely before
 * reading anything, then gives the server half a second to answer before hanging up.
 */
export function sendWholeThenRead(port: number, head: string, body: Buffer): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => (response += chunk.toString('latin1')));
    socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
    socket.on('close', () => resolve({ response, error }));
    socket.write(head);
    socket.write(body, () => setTimeout(() => socket.end(), 500));
  });
}
