/**
 * A small path matcher for the route table, so the shell, the remotes and the SSR server agree
 * on one syntax without pulling a router into every bundle.
 *
 * Syntax: segments separated by `/`. A segment is literal text, or one `:param` with optional
 * literal text before and after it inside the segment (`:tag-haberleri` is the param `tag`
 * followed by `-haberleri`). A trailing `?` makes the segment optional. Param names are
 * `[A-Za-z_][A-Za-z0-9_]*`.
 */
export type ParamConstraint = readonly string[] | RegExp;
export type ParamConstraints = Readonly<Record<string, ParamConstraint>>;
export type PathParams = Record<string, string>;
export type BuildParams = Readonly<Record<string, string | number | null | undefined>>;

interface ParsedSegment {
  readonly prefix: string;
  readonly param: string | null;
  readonly suffix: string;
  readonly optional: boolean;
}

export interface CompiledPattern {
  readonly pattern: string;
  readonly paramNames: readonly string[];
  readonly regex: RegExp;
  readonly constraints: ParamConstraints;
}

const PARAM = /^([^:]*):([A-Za-z_][A-Za-z0-9_]*)(.*)$/;

function parseSegments(pattern: string): ParsedSegment[] {
  if (!pattern.startsWith('/')) throw new Error(`Pattern "${pattern}" must start with "/"`);
  if (pattern === '/') return [];
  return pattern
    .slice(1)
    .split('/')
    .map((raw) => {
      const optional = raw.endsWith('?');
      const body = optional ? raw.slice(0, -1) : raw;
      const match = PARAM.exec(body);
      if (!match) {
        if (optional) throw new Error(`Pattern "${pattern}": only a segment with a param can be optional`);
        if (body === '') throw new Error(`Pattern "${pattern}" has an empty segment`);
        return { prefix: body, param: null, suffix: '', optional: false };
      }
      const [, prefix, param, suffix] = match;
      if (suffix.includes(':')) throw new Error(`Pattern "${pattern}": one param per segment`);
      return { prefix, param, suffix, optional };
    });
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

export function compilePattern(pattern: string, constraints: ParamConstraints = {}): CompiledPattern {
  const segments = parseSegments(pattern);
  const paramNames: string[] = [];
  let source = '';
  for (const seg of segments) {
    if (seg.param === null) {
      source += `/${escapeRegex(seg.prefix)}`;
      continue;
    }
    if (paramNames.includes(seg.param)) throw new Error(`Pattern "${pattern}" repeats param "${seg.param}"`);
    paramNames.push(seg.param);
    const part = `/${escapeRegex(seg.prefix)}([^/]+?)${escapeRegex(seg.suffix)}`;
    source += seg.optional ? `(?:${part})?` : part;
  }
  for (const name of Object.keys(constraints)) {
    if (!paramNames.includes(name)) throw new Error(`Pattern "${pattern}" has no param "${name}" to constrain`);
  }
  // One trailing slash is tolerated; the root pattern matches "/" only.
  const regex = new RegExp(source === '' ? '^/$' : `^${source}/?$`);
  return { pattern, paramNames, regex, constraints };
}

function satisfies(value: string, constraint: ParamConstraint): boolean {
  if (constraint instanceof RegExp) {
    constraint.lastIndex = 0;
    return constraint.test(value);
  }
  return constraint.includes(value);
}

/**
 * Params are decoded; a malformed escape sequence is no match rather than an exception.
 * Constraints are checked on the decoded value; RegExp constraints should be anchored.
 */
export function matchPattern(compiled: CompiledPattern, pathname: string): PathParams | null {
  const match = compiled.regex.exec(pathname);
  if (!match) return null;
  const params: PathParams = {};
  for (let i = 0; i < compiled.paramNames.length; i++) {
    const raw = match[i + 1];
    if (raw === undefined) continue;
    const name = compiled.paramNames[i];
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const constraint = compiled.constraints[name];
    if (constraint && !satisfies(value, constraint)) return null;
    params[name] = value;
  }
  return params;
}

/** Missing optional params drop their segment; a missing required param throws. */
export function buildPath(pattern: string, params: BuildParams = {}): string {
  const parts: string[] = [];
  for (const seg of parseSegments(pattern)) {
    if (seg.param === null) {
      parts.push(seg.prefix);
      continue;
    }
    const value = params[seg.param];
    if (value === undefined || value === null || value === '') {
      if (seg.optional) continue;
      throw new Error(`Missing param "${seg.param}" for pattern "${pattern}"`);
    }
    parts.push(`${seg.prefix}${encodeURIComponent(String(value))}${seg.suffix}`);
  }
  return `/${parts.join('/')}`;
}
