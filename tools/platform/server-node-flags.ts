/**
 * V8 flags of every Node server process: `npm start`, the suites and benchmarks (startServer), and
 * the shell and API images (their Dockerfiles' CMD, checked by tools/docker/server-flags.spec.ts).
 *
 * `--max-semi-space-size=32` (MB; V8's default ceiling is 16 on 64-bit): a server render allocates
 * a few megabytes of short-lived objects (API answers, the store, the HTML string), and a larger
 * young generation scavenges a third as often. Measured on the 2-core machine: ~3 ms less CPU per
 * uncached home render (issue 14), for at most ~50 MB more resident memory per process.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
