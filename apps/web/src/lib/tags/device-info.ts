import type { DeviceInfo } from '@ritrova/shared';

/** The Network Information API (Chromium only); not in TypeScript's DOM types. */
interface NetworkInformation {
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
  saveData?: boolean;
}

/** The parts of `navigator` some browsers add and the DOM types lack. */
type ExtendedNavigator = Navigator & {
  connection?: NetworkInformation;
  deviceMemory?: number;
  userAgentData?: { mobile?: boolean; platform?: string; brands?: Array<{ brand: string; version: string }> };
};

const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : undefined);

/** The browser's name and major version from the user agent ("Chrome 131", "Firefox 133", "Safari 18"). */
export function browserName(userAgent: string): string {
  const rules: Array<[RegExp, string]> = [
    [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/FxiOS\/(\d+)/, 'Firefox'],
    [/CriOS\/(\d+)/, 'Chrome'],
    [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+).*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of rules) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Other';
}

/** Whether the device is a phone or tablet (spec §3 deviceType `mobile`) rather than a computer (`web`). */
export function isMobileDevice(nav: ExtendedNavigator): boolean {
  if (typeof nav.userAgentData?.mobile === 'boolean' && nav.userAgentData.mobile) return true;
  return /Mobi|Android|iPhone|iPad|iPod/i.test(nav.userAgent);
}

/** Hex SHA-256 of a text; undefined where the browser offers no Web Crypto (an insecure origin). */
export async function sha256Hex(text: string): Promise<string | undefined> {
  const subtle = typeof crypto === 'undefined' ? undefined : crypto.subtle;
  if (!subtle) return undefined;
  try {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}

/**
 * Spec §3 device info sent with a verification: what kind of device scanned the
 * tag, and `fingerprintId`, a hash of the browser's characteristics that lets the
 * server tell repeated scans from one device apart without storing them.
 */
export async function collectDeviceInfo(): Promise<DeviceInfo> {
  const nav = navigator as ExtendedNavigator;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const screenSize = `${window.screen.width}x${window.screen.height}`;
  const platform = nav.userAgentData?.platform || nav.platform;
  const characteristics = [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    platform,
    timeZone,
    screenSize,
    window.screen.colorDepth,
    window.devicePixelRatio,
    nav.hardwareConcurrency,
    nav.deviceMemory,
    nav.maxTouchPoints,
    nav.cookieEnabled,
  ].join('|');
  const connection = nav.connection;
  return {
    deviceType: isMobileDevice(nav) ? 'mobile' : 'web',
    browser: clip(browserName(nav.userAgent), 200),
    platform: clip(platform, 100),
    language: clip(nav.language, 35),
    timeZone: clip(timeZone, 64),
    screenSize: clip(screenSize, 30),
    pixelRatio: Math.min(window.devicePixelRatio || 1, 20),
    cookiesEnabled: nav.cookieEnabled,
    fingerprintId: await sha256Hex(characteristics),
    referrer: clip(document.referrer, 500),
    connection: connection
      ? {
          effectiveType: clip(connection.effectiveType, 20),
          downlink: connection.downlink,
          networkRtt: connection.rtt,
          saveData: connection.saveData,
        }
      : undefined,
  };
}
