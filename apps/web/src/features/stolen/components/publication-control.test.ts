import type { TheftPublication } from '@ritrova/shared';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMarkup, testI18n } from '@/test/render';
import { stolenKeys } from '../api/stolen';
import { PublicationControl } from './publication-control';

async function render(publication: TheftPublication, stolen = true) {
  const i18n = await testI18n('stolen');
  const client = new QueryClient();
  client.setQueryData(stolenKeys.publication('b1'), publication);
  return renderMarkup(createElement(PublicationControl, { bikeId: 'b1', stolen }), { i18n, client });
}

const unpublished: TheftPublication = { publishable: true, published: false, publicId: null, publishedAt: null, showSerial: false };

describe('PublicationControl', () => {
  it('explains what becomes public and what never does before the owner publishes', async () => {
    const html = await render(unpublished);
    expect(html).toContain('Cosa diventa pubblico');
    expect(html).toContain('Cosa non è mai pubblico');
    expect(html).toContain('Pubblica l&#x27;annuncio');
    expect(html).not.toContain('/rubate/');
  });

  it('links the public page and the poster of a published theft and offers the withdrawal', async () => {
    const html = await render({ publishable: true, published: true, publicId: 'abcde12345', publishedAt: '2026-11-20T10:00:00.000Z', showSerial: false });
    expect(html).toContain('href="/rubate/abcde12345"');
    expect(html).toContain('href="/rubate/abcde12345/poster"');
    expect(html).toContain('Ritira l&#x27;annuncio');
  });

  it('shows nothing for a bike that is not stolen', async () => {
    expect(await render(unpublished, false)).toBe('');
  });
});
