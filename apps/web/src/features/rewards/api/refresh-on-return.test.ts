import type { Reward } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { refreshOnReturn, watchReturns } from './refresh-on-return';

function page() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const returns: number[] = [];
  const stop = watchReturns(win, doc, () => returns.push(returns.length + 1));
  const visibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const fire = (type: 'blur' | 'focus') => win.dispatchEvent(new Event(type));
  return { returns, stop, visibility, fire };
}

describe('watchReturns', () => {
  it('reports a return from another tab once, though the focus comes back with the visibility', () => {
    const p = page();
    p.fire('blur');
    p.visibility('hidden');
    p.visibility('visible');
    p.fire('focus');
    expect(p.returns).toEqual([1]);
  });

  it('reports a return from a window beside this one, which changes no visibility', () => {
    const p = page();
    p.fire('blur');
    p.fire('focus');
    p.fire('blur');
    p.fire('focus');
    expect(p.returns).toEqual([1, 2]);
  });

  it('reports nothing for a focus that follows no leaving, nor after it stopped', () => {
    const p = page();
    p.fire('focus');
    p.visibility('visible');
    expect(p.returns).toEqual([]);
    p.stop();
    p.fire('blur');
    p.fire('focus');
    expect(p.returns).toEqual([]);
  });
});

const reward = (overrides: Partial<Reward>) => ({ status: 'awaiting_payment', recoveredAt: null, ...overrides }) as Reward;

describe('refreshOnReturn', () => {
  it('refreshes a reward awaiting its payment', () => {
    expect(refreshOnReturn({ status: 'stolen' }, reward({}))).toBe(true);
  });

  it('refreshes a stolen bike whose reward has not arrived yet', () => {
    expect(refreshOnReturn({ status: 'stolen' }, undefined)).toBe(true);
  });

  it('leaves a paid reward, a recovered bike, a bike without a reward and a bike in use alone', () => {
    expect(refreshOnReturn({ status: 'stolen' }, reward({ status: 'funded' }))).toBe(false);
    expect(refreshOnReturn({ status: 'recovered' }, reward({ recoveredAt: '2026-11-20T10:00:00.000Z' }))).toBe(false);
    expect(refreshOnReturn({ status: 'recovered' }, null)).toBe(false);
    expect(refreshOnReturn({ status: 'active' }, undefined)).toBe(false);
  });
});
