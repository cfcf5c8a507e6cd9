// @vitest-environment jsdom
import type { Bike, Conversation, Sighting } from '@ritrova/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationsView } from '@/features/messages/components/conversations-view';
import { SightingsSection } from '@/features/theft/components/sightings-section';
import { queryKeys } from '@/lib/query-keys';
import { renderInDom } from '@/test/dom';
import { testI18n, testQueryClient } from '@/test/render';

// Issue #24: a shop or Ritrova staff account is badged beside its name wherever others see it.

/** Text as a screen reader reads it: without what is hidden from it (aria-hidden), spaces collapsed. */
function heard(element: Element): string {
  const walk = (node: Node): string => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return ' ';
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    return [...node.childNodes].map(walk).join('');
  };
  return walk(element).replace(/\s+/g, ' ');
}

/** The word shown to the eye beside a name inside `element`: a text that screen readers skip (they hear its meaning instead). */
function shownWord(element: HTMLElement, word: string): HTMLElement {
  const shown = within(element).getByText(word);
  expect(shown).toHaveAttribute('aria-hidden', 'true');
  return shown;
}

const bike = { id: 'b1', status: 'stolen' } as Bike;
const sighting = (id: string, reporter: Sighting['reporter']): Sighting => ({
  id,
  source: 'report',
  createdAt: '2026-11-20T10:00:00.000Z',
  location: null,
  note: null,
  contactConsent: true,
  reporter,
  useful: false,
  verifiedPresence: false,
  conversationId: null,
  photo: null,
});

/** The sightings section showing `sightings`, in `lng`: its list items, one a sighting. */
async function renderSightings(lng: 'it' | 'en' | 'zh', sightings: Sighting[]) {
  const client = testQueryClient();
  client.setQueryData(queryKeys.bikeSightings(bike.id), sightings);
  renderInDom(<SightingsSection bike={bike} />, { i18n: await testI18n('theft', lng), client });
  return screen.getAllByRole('listitem');
}

describe('the role badge beside a name', () => {
  it('on the bike\'s sightings: a shop finder shows "Negozio", Ritrova staff "Staff Ritrova", an ordinary finder nothing; screen readers hear what they mean', async () => {
    const [shop, staff, plain] = (await renderSightings('it', [
      sighting('s1', { displayName: 'Ciclofficina N.', badge: 'shop' }),
      sighting('s2', { displayName: 'Marta S.', badge: 'admin' }),
      sighting('s3', { displayName: 'Pino R.', badge: null }),
    ])) as [HTMLElement, HTMLElement, HTMLElement];
    shownWord(shop, 'Negozio');
    shownWord(staff, 'Staff Ritrova');
    expect(heard(shop)).toContain('Ciclofficina N. (account di un negozio partner di Ritrova)');
    expect(heard(staff)).toContain('Marta S. (account dello staff di Ritrova)');
    expect(within(plain).getByText(/Pino R\./)).toBeInTheDocument();
    expect(within(plain).queryByText(/Negozio|Staff Ritrova/)).not.toBeInTheDocument();
    expect(heard(plain)).not.toMatch(/account (di un negozio|dello staff)/);
  });

  it('speaks English and Chinese too', async () => {
    const badged = [sighting('s1', { displayName: 'Bike Lab', badge: 'shop' }), sighting('s2', { displayName: 'Marta S.', badge: 'admin' })];
    const [enShop, enStaff] = (await renderSightings('en', badged)) as [HTMLElement, HTMLElement];
    shownWord(enShop, 'Shop');
    shownWord(enStaff, 'Ritrova staff');
    cleanup();
    const [zhShop, zhStaff] = (await renderSightings('zh', badged)) as [HTMLElement, HTMLElement];
    shownWord(zhShop, '商店');
    shownWord(zhStaff, 'Ritrova 工作人员');
  });

  it("in the list of conversations, beside the finder the owner writes to: part of the link's name", async () => {
    const conversation = (id: string, counterpart: string, counterpartBadge: Conversation['counterpartBadge']): Conversation => ({
      id,
      theftReportId: 't1',
      bikeId: 'b1',
      bikeName: 'Rossa',
      role: 'owner',
      counterpart,
      counterpartBadge,
      blocked: false,
      lastMessageAt: '2026-11-20T10:00:00.000Z',
      unread: 0,
    });
    const client = testQueryClient();
    client.setQueryData(['conversations', 'list'], [conversation('c1', 'Ciclofficina N.', 'shop'), conversation('c2', 'Pino R.', null)]);
    renderInDom(<ConversationsView />, { i18n: await testI18n('messages', 'it'), client });
    const [shop, plain] = screen.getAllByRole('link', { name: /^Rossa/ }) as [HTMLElement, HTMLElement];
    // Without CSS the badge is an inline span, so no space before it: browsers put one for its inline-flex box.
    expect(shop).toHaveAccessibleName(
      expect.stringMatching(/Con Ciclofficina N\., che ti aiuta a ritrovare la tua bici ?\(account di un negozio partner di Ritrova\)/),
    );
    shownWord(shop, 'Negozio');
    expect(plain).toHaveAccessibleName(expect.stringContaining('Con Pino R., che ti aiuta a ritrovare la tua bici'));
    expect(plain).not.toHaveAccessibleName(expect.stringMatching(/account (di un negozio|dello staff)/));
  });
});
