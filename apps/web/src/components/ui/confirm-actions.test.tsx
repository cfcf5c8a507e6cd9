// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '@/test/dom';
import { testI18n } from '@/test/render';
import { ConfirmActions } from './confirm-actions';
import { Dialog, DialogContent } from './dialog';

async function renderDialog(actions: React.ReactNode, onSubmit?: () => void) {
  const rendered = await renderInDom(
    <Dialog defaultOpen>
      <DialogContent title="Eliminare la bici?" description="Non si può annullare.">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.();
          }}
        >
          {actions}
        </form>
      </DialogContent>
    </Dialog>,
    { i18n: await testI18n('common') },
  );
  // The dialog's content loads with its first opening (decision 060): wait for it as a user would.
  await screen.findByRole('dialog');
  return rendered;
}

describe('ConfirmActions', () => {
  it('confirms with its action, and Annulla closes the dialog', async () => {
    const confirmed: string[] = [];
    const { user } = await renderDialog(
      <ConfirmActions cancelLabel="Annulla" confirmLabel="Elimina" pending={false} onConfirm={() => confirmed.push('click')} />,
      () => confirmed.push('submit'),
    );
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(confirmed).toEqual(['click']);
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without an action, submits the form it stands in', async () => {
    const submitted: string[] = [];
    const { user } = await renderDialog(<ConfirmActions cancelLabel="Annulla" confirmLabel="Salva" pending={false} variant="primary" />, () =>
      submitted.push('submit'),
    );
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(submitted).toEqual(['submit']);
  });

  it('says what went wrong above the buttons, and cannot be confirmed again while pending or not yet possible', async () => {
    await renderDialog(
      <>
        <ConfirmActions error="Rete assente" errorTitle="Impossibile salvare" cancelLabel="Annulla" confirmLabel="Salva" pending />
        <ConfirmActions cancelLabel="Chiudi" confirmLabel="Assegna" pending={false} disabled />
      </>,
    );
    expect(screen.getByText('Impossibile salvare')).toBeInTheDocument();
    expect(screen.getByText('Rete assente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Salva/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Assegna' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annulla' })).toBeEnabled();
  });
});
