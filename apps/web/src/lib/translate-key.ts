/** The part of i18next's `t` that translateKey needs; react-i18next's `t` fits it. */
export type Translate = (key: string, options: { ns: string; defaultValue: string } & Record<string, unknown>) => string;

const namespaced = /^(errors|validation)\.(.+)$/;

/**
 * Translates a key sent by the server or a zod schema: `errors.X` lives in the
 * `errors` namespace under X, `validation.x` in `validation` under x. Anything
 * else, or a key without a translation, falls back to the server's message.
 */
export function translateKey(t: Translate, i18nKey: string | undefined, fallback: string, values: Record<string, unknown> = {}): string {
  const match = i18nKey ? namespaced.exec(i18nKey) : null;
  if (!match?.[1] || !match[2]) return fallback || i18nKey || '';
  return t(match[2], { ...values, ns: match[1], defaultValue: fallback || i18nKey || '' });
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
