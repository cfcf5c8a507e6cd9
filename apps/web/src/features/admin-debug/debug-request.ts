import type { HttpMethod } from '@/lib/api-client';

export const debugMethods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface DebugPreset {
  method: HttpMethod;
  path: string;
}

/** Spec §7's debug list and the health check: what an operator asks most. */
export const debugPresets: readonly DebugPreset[] = [
  { method: 'GET', path: '/api' },
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/debug/routes' },
  { method: 'GET', path: '/api/admin/users' },
  { method: 'GET', path: '/api/admin/tags' },
  { method: 'GET', path: '/api/auth/test' },
  { method: 'GET', path: '/api/direct/users' },
];

/** How a preset reads and is chosen in the select: "GET /api/health". */
export const presetKey = (preset: DebugPreset) => `${preset.method} ${preset.path}`;

/** The preset a request matches, if any (the select shows "custom" otherwise). */
export function matchingPreset(method: HttpMethod, path: string): DebugPreset | undefined {
  return debugPresets.find((preset) => preset.method === method && preset.path === path.trim());
}

/** Spec §7: debug output is cut at 2000 characters. */
export const DEBUG_OUTPUT_LIMIT = 2000;

// Only a relative URL resolved against this is ever fetched; its origin proves nothing escaped.
const PROBE_ORIGIN = 'https://debugger.invalid';

export type PathCheck = { ok: true; path: string } | { ok: false; reason: 'required' | 'outside_api' };

/**
 * Accepts only this site's API: `/api` or a path under `/api/`, with its query.
 * Other origins (`https://…`, `//host`), backslashes, spaces and paths that leave
 * `/api/` once `..` is resolved are refused: the admin's token goes nowhere else.
 */
export function checkDebugPath(input: string): PathCheck {
  const raw = input.trim();
  if (raw === '') return { ok: false, reason: 'required' };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(raw)) return { ok: false, reason: 'outside_api' };
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return { ok: false, reason: 'outside_api' };
  }
  if (url.origin !== PROBE_ORIGIN) return { ok: false, reason: 'outside_api' };
  if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) return { ok: false, reason: 'outside_api' };
  return { ok: true, path: url.pathname + url.search };
}

export type BodyCheck = { ok: true; body: unknown } | { ok: false; detail: string };

/** The JSON body to send: none for GET or an empty box, else the parsed JSON (a parse error says where). */
export function parseDebugBody(method: HttpMethod, text: string): BodyCheck {
  if (method === 'GET' || text.trim() === '') return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err) };
  }
}

export interface DebugOutput {
  /** Pretty-printed (JSON) or raw text, at most DEBUG_OUTPUT_LIMIT characters. */
  text: string;
  truncated: boolean;
  /** Characters before cutting. */
  fullLength: number;
}

/** A response body for the screen: JSON indented by two spaces, anything else as it came, cut at the limit. */
export function formatDebugOutput(raw: string, limit = DEBUG_OUTPUT_LIMIT): DebugOutput {
  let text = raw;
  if (raw.trim() !== '') {
    try {
      text = JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      // Not JSON (an HTML error page, plain text): shown as it is.
    }
  }
  if (text.length <= limit) return { text, truncated: false, fullLength: text.length };
  let cut = text.slice(0, limit);
  // NOTE: never end on half of a surrogate pair (an emoji would render as garbage).
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return { text: cut, truncated: true, fullLength: text.length };
}

/** Status codes by family, for the answer's colour. */
export function statusTone(status: number): 'success' | 'redirect' | 'error' {
  if (status >= 200 && status < 300) return 'success';
  if (status >= 300 && status < 400) return 'redirect';
  return 'error';
}
