import type { AppNotification } from '@ritrova/shared';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { renderMarkup, testI18n } from '@/test/render';
import { NotificationsPanel } from './notifications-panel';

const base = {
  read: false,
  bikeId: 'bike-1',
  bikeName: 'Corsa della domenica',
  theftReportId: null,
  sightingId: null,
  conversationId: null,
  sighting: null,
  hunt: null,
} as const;
const sighting: AppNotification = {
  ...base,
  id: 'n-1',
  type: 'sighting',
  createdAt: new Date(Date.now() - 10 * 60 * 1000).toISOString(),
  count: 2,
  tone: 'alert',
  group: {
    firstAt: new Date(Date.now() - 20 * 60 * 1000).toISOString(),
    kinds: { verifiedPresence: 0, hunterScan: 0, anonymousScan: 1, report: 1 },
    reportsWithPhoto: 1,
    reportsWithNote: 0,
    latest: { note: false, photo: true },
    place: null,
  },
};
const funded: AppNotification = { ...base, id: 'n-2', type: 'reward_funded', createdAt: '2026-11-21T10:00:00Z', count: 1, tone: 'success', group: null };

async function render(notifications: AppNotification[], audience?: 'owner' | 'hunter') {
  const i18n = await testI18n('notifications');
  const client = new QueryClient();
  client.setQueryData(queryKeys.notifications('u1'), { notifications, unread: notifications.length });
  return renderMarkup(createElement(NotificationsPanel, { userId: 'u1', audience }), { i18n, client });
}

describe('NotificationsPanel', () => {
  it('shows a grouped sighting with its summary, kinds and photo, opening the bike’s sightings', async () => {
    const html = await render([sighting]);
    expect(html).toContain('id="alerts-heading"');
    // The day of the first ("oggi", "da ieri") depends on the hour the test runs: the rest does not.
    expect(html).toMatch(/2 avvistamenti [^<]*, l&#x27;ultimo 10 minuti fa/);
    expect(html).toContain('1 scansione anonima');
    expect(html).toContain('1 con foto');
    expect(html).toContain('href="/bikes/bike-1#sightings-heading"');
    expect(html).toContain('border-l-red-700');
  });

  it('shows a reward paid into escrow as good news, in no red', async () => {
    const html = await render([funded]);
    expect(html).toContain('è stata pagata ed è in deposito');
    expect(html).toContain('border-l-brand-700');
    expect(html).not.toMatch(/red-\d/);
  });

  it('tells an owner with no alerts what will appear: sightings of her bikes', async () => {
    const html = await render([], 'owner');
    expect(html).toContain('gli avvistamenti delle tue bici rubate');
  });

  it('tells a Hunter with no alerts what will appear: hunts near them, not sightings of their bikes', async () => {
    const html = await render([], 'hunter');
    expect(html).toContain('le nuove cacce nella tua zona');
    expect(html).not.toContain('le tue bici rubate');
  });
});
