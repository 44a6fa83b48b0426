/** Runs the callbacks a transaction collected through `afterCommit`, once it has committed. */
export function runAfterCommit(callbacks: ReadonlyArray<() => void>): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // The transaction has committed: a failing side effect must not turn it into an error.
    }
  }
}

/** `afterCommit` of a Queryable that is not in a transaction: there is nothing to wait for. */
export function runNow(callback: () => void): void {
  runAfterCommit([callback]);
}
