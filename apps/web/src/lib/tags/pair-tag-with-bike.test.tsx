// @vitest-environment jsdom
import type { Bike } from '@ritrova/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { testAuth, testI18n, testQueryClient, testUser, withProviders } from '@/test/render';
import { usePairTagWithBike } from './pair-tag-with-bike';

const user = testUser();
const bike = (id: string, tagged: boolean) => ({ id, name: `Bici ${id}`, tags: tagged ? [{ uid: '04AA' }] : [] }) as unknown as Bike;
const submitEvent = { preventDefault: () => {} } as FormEvent;

async function renderPairing(preselected?: string) {
  const client = testQueryClient();
  client.setQueryData(queryKeys.myBikes(user.id), [bike('b1', true), bike('b2', false)]);
  const i18n = await testI18n('nfc');
  const paired: unknown[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => withProviders(children as ReactElement, { i18n, client, auth: testAuth(user) });
  const hook = renderHook(() => usePairTagWithBike({ tagUid: '04BB', userId: user.id, preselected, onPaired: (tag) => paired.push(tag) }), { wrapper });
  await waitFor(() => expect(hook.result.current.bikes.data).toBeDefined());
  return { ...hook, paired };
}

describe('the tag-pairing flow', () => {
  it('offers only the bikes without a tag, and counts them all', async () => {
    const { result } = await renderPairing();
    expect(result.current.bikes.data?.bikes.map((offered) => offered.id)).toEqual(['b2']);
    expect(result.current.bikes.data?.total).toBe(2);
  });

  it('refuses to pair without a bike chosen, or with a bike that already has a tag, and sends nothing', async () => {
    const { result, paired } = await renderPairing();
    act(() => result.current.submit(submitEvent));
    expect(result.current.missing).toBe(true);
    act(() => result.current.setBikeId('b1'));
    act(() => result.current.submit(submitEvent));
    expect(result.current.missing).toBe(true);
    expect(result.current.associate.isIdle).toBe(true);
    expect(paired).toEqual([]);
  });

  it('starts from the bike chosen beforehand', async () => {
    const { result } = await renderPairing('b2');
    expect(result.current.bikeId).toBe('b2');
  });
});
