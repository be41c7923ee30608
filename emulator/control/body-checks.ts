import { badRequest } from '../centre/errors.ts';

/**
 * Type checks for control-API bodies: a wrong type is an InvalidParameterException (400) that names the field,
 * never a 500 or a value stored as "[object Object]". Keys are looked up with Object.hasOwn, so `__proto__` or
 * `constructor` in a body is just an unknown field.
 */

export type Check = (v: unknown) => boolean;

export const isString: Check = (v) => typeof v === 'string';
export const isNonEmptyString: Check = (v) => typeof v === 'string' && v.trim() !== '';
export const isBoolean: Check = (v) => typeof v === 'boolean';
export const isStringArray: Check = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
/** ISO 3166 two-letter country codes, as the service lists an agent's dialable countries. */
export const isCountryCodeArray: Check = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string' && /^[A-Za-z]{2}$/.test(x));
/** A name that is an object's own machinery (`__proto__`, `constructor`, `toString`…): never a valid resource name. */
export const isObjectMachinery = (name: string) => Object.hasOwn(Object.prototype, name);
export const isObject: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isRecordOf =
  (value: Check): Check =>
  (v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(value);
export const isNumberIn =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

const DESCRIBE = new Map<Check, string>([
  [isString, 'a string'],
  [isNonEmptyString, 'a non-empty string'],
  [isBoolean, 'true or false'],
  [isStringArray, 'an array of strings'],
  [isObject, 'an object'],
  [isCountryCodeArray, 'an array of two-letter country codes'],
]);

/** Checks the fields of `body` named in `shape` that are present; `required` ones must be. */
export function checkFields(body: Record<string, unknown>, shape: Record<string, Check>, required: string[] = [], describe: Record<string, string> = {}) {
  for (const [key, check] of Object.entries(shape)) {
    const present = Object.hasOwn(body, key) && body[key] !== undefined;
    if (!present) {
      if (required.includes(key)) throw badRequest(`${key} is required`);
      continue;
    }
    if (!check(body[key])) throw badRequest(`${key} must be ${describe[key] ?? DESCRIBE.get(check) ?? 'of another type'}`);
  }
}

/** Refuses fields outside `shape`. */
export function onlyFields(body: Record<string, unknown>, shape: Record<string, unknown>, what: string) {
  for (const key of Object.keys(body)) {
    if (!Object.hasOwn(shape, key)) throw badRequest(`Unknown ${what} field ${key}; allowed: ${Object.keys(shape).join(', ')}`);
  }
}
