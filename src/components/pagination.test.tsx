import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import { pageItems, pageRange, Pagination } from './pagination';

beforeAll(async () => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  await i18n.changeLanguage('nl');
});

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagina’s' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('pagination', () => {
  test('a labelled navigation with the current page marked', () => {
    render(
      <Pagination page={2} size={10} total={95} onPageChange={() => undefined} label="Pagina’s" />,
    );

    expect(pageButtons()).toEqual(['Vorige', '1', '2', '3', '4', '10', 'Volgende']);
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
  });

  test('choosing a page reports it counted from 0', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination page={0} size={10} total={95} onPageChange={onPageChange} label="Pagina’s" />,
    );

    await userEvent.click(screen.getByRole('button', { name: '10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));

    expect(onPageChange.mock.calls).toEqual([[9], [1]]);
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();
  });

  test('the last page cannot go further; one page needs no navigation', () => {
    const { rerender } = render(
      <Pagination page={9} size={10} total={95} onPageChange={() => undefined} label="Pagina’s" />,
    );
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();

    rerender(
      <Pagination page={0} size={10} total={10} onPageChange={() => undefined} label="Pagina’s" />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  test('gaps stand for two or more pages; a single missing page is shown instead', () => {
    expect(pageItems(0, 1)).toEqual([0]);
    expect(pageItems(2, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageItems(5, 20)).toEqual([0, 'gap', 4, 5, 6, 'gap', 19]);
    expect(pageItems(3, 20)).toEqual([0, 1, 2, 3, 4, 'gap', 19]);
  });

  test('the row range of a page, for the summary', () => {
    expect(pageRange(0, 20, 57)).toEqual({ from: 1, to: 20 });
    expect(pageRange(2, 20, 57)).toEqual({ from: 41, to: 57 });
    expect(pageRange(0, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
