import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, headerCellClass, type TableColumn } from './data-table';

const columns: TableColumn[] = [
  { key: 'uid', label: 'UID', sort: 'ascending' },
  { key: 'count', label: 'Quantità', align: 'end' },
  { key: 'action', label: 'Azioni', srOnly: true },
];

function render(rows: string[], empty?: string): string {
  return renderToStaticMarkup(
    createElement(DataTable<string>, {
      caption: 'Tag del negozio',
      columns,
      rows,
      rowKey: (row) => row,
      renderRow: (row) => createElement('tr', null, createElement('th', { scope: 'row' }, row)),
      empty,
      minWidth: '44rem',
    }),
  );
}

describe('DataTable', () => {
  it('names its focusable scroll box by the caption', () => {
    const html = render(['04A1']);
    const labelledBy = /<section tabindex="0" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeDefined();
    expect(html).toContain(`<caption id="${labelledBy}" class="sr-only">Tag del negozio</caption>`);
  });

  it('heads every column with scope="col", says the sort order and hides only the action column’s name', () => {
    const html = render(['04A1']);
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html).toContain('aria-sort="ascending"');
    expect(html).toContain('<span class="sr-only">Azioni</span>');
    expect(html).toContain('>Quantità</th>');
  });

  it('draws one row per record', () => {
    expect(render(['04A1', '04A2']).match(/<th scope="row">/g)).toHaveLength(2);
  });

  it('shows the empty text instead of the table when there are no rows', () => {
    const html = render([], 'Nessun tag');
    expect(html).toBe('<p class="text-muted">Nessun tag</p>');
  });

  it('keeps the headers of an empty table without an empty text', () => {
    expect(render([])).toContain('<thead>');
  });
});

describe('headerCellClass', () => {
  it('right-aligns an end column only', () => {
    expect(headerCellClass({ align: 'end' })).toContain('text-right');
    expect(headerCellClass({})).not.toContain('text-right');
  });
});
