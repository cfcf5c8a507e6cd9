/**
 * The part of i18next's `t` that translateKey needs; react-i18next's `t` fits it. Its keys are the server's,
 * known only at run time (decision 071): a key without a text falls back to the server's message.
 */
export type Translate = (key: string, options: { ns: string; defaultValue: string } & Record<string, unknown>) => string;

/** The namespaces that hold the texts of the server's keys. */
type ServerKeyNamespace = 'errors' | 'validation' | 'photos';

const namespaced = /^(errors|validation|photos)\.(.+)$/;

/**
 * Where the web keeps the text of a key the server sends (an error body's `i18nKey`, a refused field's, a
 * server-rendered form's): `errors.X` in the `errors` namespace under X, `validation.x` in `validation` under x,
 * `photos.x` in `photos` under `errors.x`. Null for any other key. locales/server-keys.test.ts holds every key
 * the API can send to a text here.
 */
export function serverKeyPlace(i18nKey: string | undefined): { ns: ServerKeyNamespace; key: string } | null {
  const match = i18nKey ? namespaced.exec(i18nKey) : null;
  if (!match?.[1] || !match[2]) return null;
  const ns = match[1] as ServerKeyNamespace;
  return { ns, key: ns === 'photos' ? `errors.${match[2]}` : match[2] };
}

/**
 * Translates a key sent by the server or a zod schema: `errors.X` and `validation.x` (see `serverKeyPlace`).
 * Anything else — a photo refusal too, which the photo texts word with their limits (features/photos) — or a
 * key without a translation, falls back to the server's message.
 */
export function translateKey(t: Translate, i18nKey: string | undefined, fallback: string, values: Record<string, unknown> = {}): string {
  const place = serverKeyPlace(i18nKey);
  if (!place || place.ns === 'photos') return fallback || i18nKey || '';
  return t(place.key, { ...values, ns: place.ns, defaultValue: fallback || i18nKey || '' });
}

/**
 * A translation function for keys known only when the page runs, which the type system cannot check (decision
 * 071): the server's `i18nKey`s, or keys a page probes with `i18n.exists` before it shows them. Each caller
 * checks its keys when it runs — a fallback text, an `exists` — and is named here, not spread as casts:
 * every other call passes keys the Italian texts hold (src/i18next.d.ts).
 */
export type RuntimeTranslate = (key: string, options?: Record<string, unknown>) => string;

/** i18next's `t` taking keys known at run time (see `RuntimeTranslate`). */
export function runtimeKeys(t: (...args: never[]) => unknown): RuntimeTranslate {
  return t as unknown as RuntimeTranslate;
}

/**
 * Whether a value the server sends as a plain string (a status, a type) is one of those the texts name: a key
 * built from it (`` `bike_status.${value}` ``) then exists, which the type system checks; any other value is
 * shown as it came.
 */
export function isOneOf<T extends string>(known: readonly T[], value: string): value is T {
  return (known as readonly string[]).includes(value);
}
