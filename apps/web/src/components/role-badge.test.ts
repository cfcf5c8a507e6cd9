import type { Bike, Conversation, Sighting } from '@ritrova/shared';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ConversationsView } from '@/features/messages/components/conversations-view';
import { SightingsSection } from '@/features/theft/components/sightings-section';
import { queryKeys } from '@/lib/query-keys';
import { renderMarkup, testI18n } from '@/test/render';

// Issue #24: a shop or Ritrova staff account is badged beside its name wherever others see it.

/** Text as a screen reader hears it: without what is hidden from it, tags dropped. */
const heard = (html: string) =>
  html
    .replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>.*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
/** Text as the eye sees it: without screen-reader-only text, tags dropped. */
const seen = (html: string) =>
  html
    .replace(/<span class="sr-only">.*?<\/span>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

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

async function sightingsMarkup(lng: 'it' | 'en' | 'zh', sightings: Sighting[]) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.bikeSightings(bike.id), sightings);
  return renderMarkup(createElement(SightingsSection, { bike }), { i18n: await testI18n('theft', lng), client });
}

describe('the role badge beside a name', () => {
  it('on the bike\'s sightings: a shop finder reads "Negozio", Ritrova staff "Staff Ritrova", an ordinary finder nothing', async () => {
    const html = await sightingsMarkup('it', [
      sighting('s1', { displayName: 'Ciclofficina N.', badge: 'shop' }),
      sighting('s2', { displayName: 'Marta S.', badge: 'admin' }),
      sighting('s3', { displayName: 'Pino R.', badge: null }),
    ]);
    expect(seen(html)).toContain('Ciclofficina N. Negozio');
    expect(seen(html)).toContain('Marta S. Staff Ritrova');
    expect(seen(html)).toMatch(/Pino R\. (?!Negozio|Staff)/);
    expect(heard(html)).toContain('Ciclofficina N. (account di un negozio partner di Ritrova)');
    expect(heard(html)).toContain('Marta S. (account dello staff di Ritrova)');
  });

  it('speaks English and Chinese too', async () => {
    const badged = [sighting('s1', { displayName: 'Bike Lab', badge: 'shop' }), sighting('s2', { displayName: 'Marta S.', badge: 'admin' })];
    const en = seen(await sightingsMarkup('en', badged));
    expect(en).toContain('Bike Lab Shop');
    expect(en).toContain('Marta S. Ritrova staff');
    const zh = seen(await sightingsMarkup('zh', badged));
    expect(zh).toContain('商店');
    expect(zh).toContain('Ritrova 工作人员');
  });

  it('in the list of conversations, beside the finder the owner writes to', async () => {
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
    const client = new QueryClient();
    client.setQueryData(['conversations', 'list'], [conversation('c1', 'Ciclofficina N.', 'shop'), conversation('c2', 'Pino R.', null)]);
    const html = seen(renderMarkup(createElement(ConversationsView), { i18n: await testI18n('messages', 'it'), client }));
    expect(html).toContain('Con Ciclofficina N., che ti aiuta a ritrovare la tua bici Negozio');
    expect(html).not.toMatch(/Con Pino R\., che ti aiuta a ritrovare la tua bici (Negozio|Staff)/);
  });
});
