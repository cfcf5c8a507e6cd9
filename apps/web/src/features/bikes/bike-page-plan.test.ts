import { describe, expect, it } from 'vitest';
import { bikePagePlan, bikePageSections } from './bike-page-plan';

describe('bikePagePlan', () => {
  it('offers the theft report first for a bike in use', () => {
    expect(bikePagePlan({ status: 'active', rewardAwaitingPayment: false })).toEqual({ nextAction: 'report_theft', summary: 'active' });
    expect(bikePagePlan({ status: 'maintenance', rewardAwaitingPayment: false }).nextAction).toBe('report_theft');
  });

  it('asks to pay first for a stolen bike whose reward awaits its payment', () => {
    expect(bikePagePlan({ status: 'stolen', rewardAwaitingPayment: true })).toEqual({ nextAction: 'pay_reward', summary: 'stolen_unpaid' });
  });

  it('asks to mark a stolen bike recovered once its reward is paid or when it has none', () => {
    expect(bikePagePlan({ status: 'stolen', rewardAwaitingPayment: false })).toEqual({ nextAction: 'mark_recovered', summary: 'stolen' });
  });

  it('offers the theft report again for a recovered bike, whatever its old reward', () => {
    expect(bikePagePlan({ status: 'recovered', rewardAwaitingPayment: true })).toMatchObject({ nextAction: 'report_theft', summary: 'recovered' });
  });
});

describe('bikePageSections', () => {
  it('leads with the status, then photo and details, theft, maintenance, shops, transfer and history', () => {
    expect(bikePageSections).toEqual(['status', 'photos', 'details', 'theft', 'maintenance', 'shops', 'transfer', 'history']);
  });
});
