// @vitest-environment jsdom
import type { TheftPublication } from '@ritrova/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '@/test/dom';
import { testI18n, testQueryClient } from '@/test/render';
import { stolenKeys } from '../api/stolen';
import { PublicationControl } from './publication-control';

async function renderControl(publication: TheftPublication, stolen = true) {
  const client = testQueryClient();
  client.setQueryData(stolenKeys.publication('b1'), publication);
  return renderInDom(<PublicationControl bikeId="b1" stolen={stolen} />, { i18n: await testI18n('stolen'), client });
}

const unpublished: TheftPublication = { publishable: true, published: false, publicId: null, publishedAt: null, showSerial: false };
const published: TheftPublication = { publishable: true, published: true, publicId: 'abcde12345', publishedAt: '2026-11-20T10:00:00.000Z', showSerial: false };

describe('PublicationControl', () => {
  it('explains what becomes public and what never does before the owner publishes, and links no public page yet', async () => {
    await renderControl(unpublished);
    expect(screen.getByRole('status')).toHaveTextContent('Il furto non è pubblicato');
    expect(screen.getByText('Cosa diventa pubblico')).toBeInTheDocument();
    expect(screen.getByText('Cosa non è mai pubblico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Pubblica l'annuncio" })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Mostra anche il numero di telaio' })).not.toBeChecked();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links the public page and the poster of a published theft and offers the withdrawal', async () => {
    await renderControl(published);
    expect(screen.getByRole('link', { name: 'Apri la pagina pubblica' })).toHaveAttribute('href', '/rubate/abcde12345');
    expect(screen.getByRole('link', { name: 'Volantino da stampare' })).toHaveAttribute('href', '/rubate/abcde12345/poster');
    expect(screen.getByRole('button', { name: "Ritira l'annuncio" })).toBeEnabled();
  });

  it('offers to update a published theft only while the serial number choice differs from what is published', async () => {
    const { user } = await renderControl(published);
    expect(screen.queryByRole('button', { name: "Aggiorna l'annuncio" })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Mostra anche il numero di telaio' }));
    expect(screen.getByRole('button', { name: "Aggiorna l'annuncio" })).toBeEnabled();
    await user.click(screen.getByLabelText('Mostra anche il numero di telaio'));
    expect(screen.queryByRole('button', { name: "Aggiorna l'annuncio" })).not.toBeInTheDocument();
  });

  it('shows nothing for a bike that is not stolen', async () => {
    const { container } = await renderControl(unpublished, false);
    expect(container).toBeEmptyDOMElement();
  });
});
