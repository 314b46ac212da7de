/**
 * Prop declarations for islands and the parser that turns a host's data attributes
 * (and its optional `data-props` JSON) into checked, typed props.
 * Pure: no DOM access beyond reading the attributes it is handed.
 */

export class PropFailure {
  constructor(readonly fail: string) {}
}

export interface PropSpec<T> {
  readonly kind: string;
  readonly required: boolean;
  readonly fallback: T | undefined;
  /** Parse a data attribute's text. */
  fromAttribute(raw: string): T | PropFailure;
  /** Accept a value from `data-props` JSON. */
  fromJson(value: unknown): T | PropFailure;
}

type Options<T> = { required?: boolean; default?: T };

function spec<T>(
  kind: string,
  options: Options<T>,
  fromAttribute: (raw: string) => T | PropFailure,
  fromJson: (value: unknown) => T | PropFailure,
): PropSpec<T> {
  return {
    kind,
    required: options.required ?? false,
    fallback: options.default,
    fromAttribute,
    fromJson,
  };
}

const failure = (fail: string) => new PropFailure(fail);
export const isFailure = (value: unknown): value is PropFailure => value instanceof PropFailure;

const quote = (raw: string) => JSON.stringify(raw.length > 60 ? `${raw.slice(0, 57)}...` : raw);

function parseNumber(raw: string): number | PropFailure {
  const text = raw.trim();
  const value = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : failure(`must be a number, got ${quote(raw)}`);
}

const TRUE_WORDS = new Set(['', 'true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

function parseBoolean(raw: string): boolean | PropFailure {
  const text = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(text)) return true;
  if (FALSE_WORDS.has(text)) return false;
  return failure(`must be true or false, got ${quote(raw)}`);
}

export const prop = {
  string: (options: Options<string> = {}) =>
    spec<string>(
      'string',
      options,
      (raw) => raw,
      (value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : failure('must be a string')),
    ),
  number: (options: Options<number> = {}) =>
    spec<number>('number', options, parseNumber, (value) =>
      typeof value === 'number' && Number.isFinite(value)
        ? value
        : typeof value === 'string'
          ? parseNumber(value)
          : failure('must be a number'),
    ),
  boolean: (options: Options<boolean> = {}) =>
    spec<boolean>('boolean', options, parseBoolean, (value) =>
      typeof value === 'boolean' ? value : typeof value === 'string' ? parseBoolean(value) : failure('must be true or false'),
    ),
  oneOf: <const V extends readonly string[]>(values: V, options: Options<V[number]> = {}) => {
    const check = (raw: string): V[number] | PropFailure =>
      (values as readonly string[]).includes(raw) ? (raw as V[number]) : failure(`must be one of ${values.join(', ')}, got ${quote(raw)}`);
    return spec<V[number]>(
      'oneOf',
      options,
      (raw) => check(raw.trim()),
      (value) => (typeof value === 'string' ? check(value) : failure(`must be one of ${values.join(', ')}`)),
    );
  },
  json: <T = unknown>(options: Options<T> = {}) =>
    spec<T>(
      'json',
      options,
      (raw) => {
        try {
          return JSON.parse(raw) as T;
        } catch {
          return failure(`must be valid JSON, got ${quote(raw)}`);
        }
      },
      (value) => value as T,
    ),
};

export type PropsSpec = Record<string, PropSpec<unknown>>;

export type InferProps<S extends PropsSpec> = {
  [K in keyof S]: S[K] extends PropSpec<infer T>
    ? S[K]['required'] extends true
      ? T
      : T | (S[K]['fallback'] extends undefined ? undefined : never)
    : never;
};

export type PropsResult<S extends PropsSpec> =
  { ok: true; props: InferProps<S> } | { ok: false; prop: string; attribute: string; message: string };

/** `postId` → `data-post-id` */
export const attributeName = (propName: string) => `data-${propName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** `data-post-id` → `postId` */
export const propName = (attribute: string) =>
  attribute.replace(/^data-/, '').replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Parse props: data attributes win over `data-props` JSON, which wins over defaults.
 * The first problem found is reported; nothing partial is returned.
 */
export function parseProps<S extends PropsSpec>(specs: S, readAttribute: (name: string) => string | null): PropsResult<S> {
  let json: Record<string, unknown> = {};
  const rawJson = readAttribute('data-props');
  if (rawJson !== null && rawJson.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(rawJson);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      json = parsed as Record<string, unknown>;
    } catch {
      return { ok: false, prop: 'props', attribute: 'data-props', message: `must be a JSON object, got ${quote(rawJson)}` };
    }
  }

  const props: Record<string, unknown> = {};
  for (const [name, declared] of Object.entries(specs)) {
    const attribute = attributeName(name);
    const raw = readAttribute(attribute);
    let value: unknown;
    if (raw !== null) value = declared.fromAttribute(raw);
    else if (Object.prototype.hasOwnProperty.call(json, name)) value = declared.fromJson(json[name]);
    else if (declared.fallback !== undefined) value = declared.fallback;
    else if (declared.required) return { ok: false, prop: name, attribute, message: 'is required but missing' };
    else value = undefined;

    if (isFailure(value)) return { ok: false, prop: name, attribute, message: value.fail };
    props[name] = value;
  }
  return { ok: true, props: props as InferProps<S> };
}
