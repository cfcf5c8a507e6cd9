import { FieldValidationError, fieldError } from '@ritrova/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// A NUL byte, or half of a surrogate pair: never text somebody typed, and PostgreSQL refuses both
// (text refuses NUL; jsonb refuses `\u0000` and an unpaired `\ud800`), failing the request with a 500.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL byte is exactly what is looked for.
const suspect = /[\u0000\uD800-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL byte is exactly what is refused.
const notText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is text: no NUL, no unpaired surrogate (a valid pair, an emoji, is text). */
export function isText(value: string): boolean {
  return !suspect.test(value) || !notText.test(value);
}

/** A name as a field path shows it: its refused characters written as `\uXXXX` escapes. */
const printable = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL byte is what is escaped.
  isText(name) ? name : name.replace(/[\u0000\uD800-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * An object of fields: a plain object, or one without Object's prototype (the
 * query parser's, whose prototype has none). Not a Buffer (a raw body) nor any
 * other instance of a class.
 */
function isRecord(node: object): boolean {
  const prototype = Object.getPrototypeOf(node);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * The path of the first string in a value (or key of an object in it) that is
 * not text, joined with dots as a refused schema field is named
 * (`deviceInfo.browser`, `items.0.note`); `whole` names the value itself. Null
 * when everything is text. Walks without recursion, so a body nested 10,000
 * levels deep costs no stack; only arrays and objects of fields are entered.
 */
export function findInvalidText(value: unknown, whole: string): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (!isText(node)) return path || whole;
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) stack.push([node[i], join(path, String(i))]);
    } else if (node !== null && typeof node === 'object') {
      if (!isRecord(node)) continue;
      const keys = Object.keys(node);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i] as string;
        if (!isText(key)) return join(path, printable(key));
        stack.push([(node as Record<string, unknown>)[key], join(path, key)]);
      }
    }
  }
  return null;
}

/** The longest field name an answer repeats (a path 30,000 levels deep is shortened in the middle). */
const FIELD_NAME_MAX = 200;

function refuse(field: string): never {
  const name = field.length > FIELD_NAME_MAX ? `${field.slice(0, FIELD_NAME_MAX / 2)}…${field.slice(1 - FIELD_NAME_MAX / 2)}` : field;
  throw new FieldValidationError([fieldError(name, 'validation.invalid_characters')]);
}

/** Refuses a value that holds something other than text, naming where. */
export function assertText(value: unknown, whole: string): void {
  const field = findInvalidText(value, whole);
  if (field !== null) refuse(field);
}

/**
 * Input hygiene (issue #17, decision 030): every string a request brings — in
 * its body (JSON; a form's fields once read), query, path parameters, header
 * values and cookies — must be text. A NUL byte or an unpaired surrogate is
 * refused with 400 `VALIDATION_ERROR` naming the field
 * (`validation.invalid_characters`), on every route, before the route's own
 * validation and before any handler or database sees it.
 *
 * Fields are named as a refused schema field is: `deviceInfo.browser` in the
 * body, `serial` in the query, `uid` in the path; headers and cookies as
 * `headers.user-agent`, `cookies.ritrova_language`. The body is checked again
 * before the handler: a route's own preValidation hook may have read it since
 * (a multipart form turned into the JSON body).
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  // Callback hooks, not async ones: no promise per request on the verification hot path.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertText(request.params, 'params');
      assertText(request.query, 'querystring');
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined) assertText(typeof value === 'string' ? value : value.join(', '), `headers.${printable(name)}`);
      }
      // Parsed by @fastify/cookie (registered before this plugin), percent-decoded: `%00` is a NUL.
      const cookies = request.cookies as Record<string, string | undefined> | undefined;
      if (cookies) for (const [name, value] of Object.entries(cookies)) if (value !== undefined) assertText(value, `cookies.${printable(name)}`);
      if (request.body !== undefined) assertText(request.body, 'body');
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
  // Again on what the handler will read: a route's own preValidation hook may have set the body since.
  app.addHook('preHandler', (request, _reply, done) => {
    try {
      if (request.body !== undefined) assertText(request.body, 'body');
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
});
