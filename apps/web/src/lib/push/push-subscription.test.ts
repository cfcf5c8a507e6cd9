import { describe, expect, it } from 'vitest';
import { applicationServerKey, subscriptionInput } from './push-subscription';

describe('applicationServerKey', () => {
  it("decodes the server's base64url VAPID key into the 65 bytes of a P-256 point", () => {
    const key = applicationServerKey('BG8tPC_OTzBoovgFiqzj24MkxUB8ftzy7el50CLZVRIIWHltpclISaBzGhtck8VBmMgEFL00P3xcwtEqTYo1HaU');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(key[2]).toBe(0x2d); // '-' and '_' are base64url's 62 and 63
  });
});

describe('subscriptionInput', () => {
  const subscription = (json: PushSubscriptionJSON) => ({ toJSON: () => json }) as PushSubscription;

  it('takes the endpoint and both keys', () => {
    expect(subscriptionInput(subscription({ endpoint: 'https://push.example/x', keys: { p256dh: 'p', auth: 'a' } }))).toEqual({
      endpoint: 'https://push.example/x',
      keys: { p256dh: 'p', auth: 'a' },
    });
  });

  it('answers null for a subscription without keys', () => {
    expect(subscriptionInput(subscription({ endpoint: 'https://push.example/x' }))).toBeNull();
  });
});
