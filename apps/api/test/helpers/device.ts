/** The device a tag page's script describes (`POST /api/verify`'s `deviceInfo`): a phone in Milan's time zone. */
export const phoneDevice = {
  deviceType: 'mobile',
  browser: 'Chrome 140',
  platform: 'Android',
  language: 'it-IT',
  timeZone: 'Europe/Rome',
  screenSize: '412x915',
  pixelRatio: 2.6,
  cookiesEnabled: true,
  fingerprintId: 'ab12cd34',
};
