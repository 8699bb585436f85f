import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { nextSort } from './data-table-head';

interface Fruit {
  id: number;
  name: string;
  colour: string;
}
const columns: DataTableColumn<Fruit>[] = [
  { id: 'name', header: 'Naam', sortField: 'name', rowHeader: true, cell: (f) => f.name },
  { id: 'colour', header: 'Kleur', cell: (f) => f.colour },
];
const fruit: Fruit[] = [
  { id: 1, name: 'Appel', colour: 'rood' },
  { id: 2, name: 'Peer', colour: 'groen' },
];

function renderTable(props: Partial<DataTableProps<Fruit>> = {}) {
  return render(
    <DataTable
      caption="Fruit"
      columns={columns}
      rows={fruit}
      rowKey={(f) => f.id}
      empty={{ title: 'Geen fruit.' }}
      {...props}
    />,
  );
}

beforeAll(async () => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  await i18n.changeLanguage('nl');
});

describe('data table', () => {
  test('a captioned table with a row header per row', () => {
    renderTable();

    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(within(table).getByRole('rowheader', { name: 'Peer' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  test('sortable headers are buttons and announce their order; others are plain', async () => {
    const onSort = vi.fn();
    const { rerender } = renderTable({ sort: { field: 'name', dir: 'asc' }, onSort });

    expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Kleur' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Kleur' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Naam/ }));
    expect(onSort).toHaveBeenCalledWith({ field: 'name', dir: 'desc' });

    rerender(
      <DataTable
        caption="Fruit"
        columns={columns}
        rows={fruit}
        rowKey={(f) => f.id}
        empty={{ title: '' }}
        sort={{ field: 'colour', dir: 'asc' }}
        onSort={onSort}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute('aria-sort', 'none');
  });

  test('a new column sorts ascending first, the same column flips', () => {
    expect(nextSort(undefined, 'name')).toEqual({ field: 'name', dir: 'asc' });
    expect(nextSort({ field: 'name', dir: 'asc' }, 'name')).toEqual({ field: 'name', dir: 'desc' });
    expect(nextSort({ field: 'name', dir: 'desc' }, 'colour')).toEqual({
      field: 'colour',
      dir: 'asc',
    });
  });

  test('while loading the old rows stay, marked busy, with a spinner', () => {
    renderTable({ loading: true });

    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('rowheader', { name: 'Appel' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Laden...');
  });

  test('before the first answer it says it is loading; an empty answer shows the empty text', () => {
    const { rerender } = renderTable({ rows: undefined, loading: true });
    expect(screen.getByRole('cell', { name: 'Laden...' })).toBeInTheDocument();

    rerender(
      <DataTable
        caption="Fruit"
        columns={columns}
        rows={[]}
        rowKey={(f) => f.id}
        empty={{ title: 'Geen fruit.' }}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Geen fruit.' })).toHaveAttribute('colspan', '2');
  });

  test('an error before any rows stands alone and offers a retry', async () => {
    const onRetry = vi.fn();
    renderTable({ rows: undefined, error: 'Geen verbinding met de server.', onRetry });

    expect(screen.getByRole('alert')).toHaveTextContent('Geen verbinding met de server.');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('an error after rows were drawn keeps them, under the caption they were drawn with', () => {
    const view = renderTable();
    const props = { columns, rowKey: (f: Fruit) => f.id, empty: { title: 'Geen fruit.' } };

    // Another page or filter failed: its rows never came.
    view.rerender(
      <DataTable {...props} caption="Groente" rows={undefined} error="Geen verbinding." />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Geen verbinding.');
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Appel', 'Peer']);
    expect(table).toHaveAttribute('aria-busy', 'false');
  });
});
