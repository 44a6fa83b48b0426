/** A generated puzzle: what everyone sees, and what stays on the server until the day is over. */
export interface PuzzleParts {
  content: Record<string, unknown>;
  solution: Record<string, unknown>;
}
