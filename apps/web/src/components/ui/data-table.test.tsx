// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '@/test/dom';
import { testI18n } from '@/test/render';
import { DataTable, headerCellClass, type TableColumn } from './data-table';

const columns: TableColumn[] = [
  { key: 'uid', label: 'UID', sort: 'ascending' },
  { key: 'count', label: 'Quantità', align: 'end' },
  { key: 'action', label: 'Azioni', srOnly: true },
];

async function renderTable(rows: string[], empty?: string) {
  return renderInDom(
    <DataTable<string>
      caption="Tag del negozio"
      columns={columns}
      rows={rows}
      rowKey={(row) => row}
      renderRow={(row) => (
        <tr>
          <th scope="row">{row}</th>
          <td>1</td>
          <td>
            <button type="button">Apri {row}</button>
          </td>
        </tr>
      )}
      empty={empty}
      minWidth="44rem"
    />,
    { i18n: await testI18n('common') },
  );
}

describe('DataTable', () => {
  it('is a table named by its caption, in a scroll box that the keyboard reaches first, named the same', async () => {
    const { user } = await renderTable(['04A1']);
    expect(screen.getByRole('table', { name: 'Tag del negozio' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Tag del negozio' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apri 04A1' })).toHaveFocus();
  });

  it('heads every column, says the sort order of the sorted one, and names the action column for screen readers', async () => {
    await renderTable(['04A1']);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['UID', 'Quantità', 'Azioni']);
    expect(screen.getByRole('columnheader', { name: 'UID' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Quantità' })).not.toHaveAttribute('aria-sort');
  });

  it('draws one row per record, each headed by its record', async () => {
    await renderTable(['04A1', '04A2']);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['04A1', '04A2']);
  });

  it('shows the empty text instead of the table when there are no rows', async () => {
    await renderTable([], 'Nessun tag');
    expect(screen.getByText('Nessun tag')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the headers of an empty table without an empty text', async () => {
    await renderTable([]);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });
});

describe('headerCellClass', () => {
  // The one class test left: this function's whole job is the class that lines an end column up on the right.
  it('right-aligns an end column only', () => {
    expect(headerCellClass({ align: 'end' })).toContain('text-right');
    expect(headerCellClass({})).not.toContain('text-right');
  });
});
