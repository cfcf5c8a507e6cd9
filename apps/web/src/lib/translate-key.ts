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
