import type { DeviceInfo } from '@ritrova/shared';

/**
 * What a verification tells of this device: only the language it is set to. The server adds the kind
 * of device from the User-Agent and keeps nothing else (issue #26 item 3: no fingerprint, screen, time
 * zone or referrer leaves the browser).
 */
export async function collectDeviceInfo(): Promise<DeviceInfo> {
  return navigator.language ? { language: navigator.language.slice(0, 35) } : {};
}
