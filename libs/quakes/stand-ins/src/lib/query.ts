/** Reading the feeds' query parameters the way the real services do; a value that does not read is a 400. */

export class BadRequest extends Error {}

/**
 * A UTC date and time as AFAD and FDSN take it: `2025-08-11T14:14:26`, `2025-8-11 14:13:20` (AFAD's
 * own documentation writes it so), `2026-04-01`, optionally with a fraction and a Z. No zone is UTC.
 */
const DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(\.\d+)?)?)?Z?$/;

export function utcParameter(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  const match = DATE_TIME.exec(value.trim());
  if (!match) throw new BadRequest(`${name} must be a UTC date and time (YYYY-MM-DDTHH:mm:ss): '${value}'`);
  const [year, month, day, hour = '0', minute = '0', second = '0'] = match.slice(1, 7);
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) + Math.floor(Number(match[7] ?? 0) * 1000);
  const date = new Date(ms);
  if (date.getUTCDate() !== Number(day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) throw new BadRequest(`${name} is not a calendar date and time: '${value}'`);
  return ms;
}

export function numberParameter(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const value = params.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < min || number > max) throw new BadRequest(`${name} must be a number from ${min} to ${max}: '${value}'`);
  return number;
}

export function integerParameter(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const number = numberParameter(params, name, min, max);
  if (number !== undefined && !Number.isInteger(number)) throw new BadRequest(`${name} must be a whole number: '${params.get(name)}'`);
  return number;
}

export function choiceParameter<T extends string>(params: URLSearchParams, name: string, choices: readonly T[], fallback: T): T {
  const value = params.get(name);
  if (value === null || value === '') return fallback;
  if (!(choices as readonly string[]).includes(value)) throw new BadRequest(`${name} must be one of ${choices.join(', ')}: '${value}'`);
  return value as T;
}
