import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, test } from 'vitest';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import nlHome from '@/mocks/lang/nl/home.home.json';
import { BarChart } from './bar-chart';
import { ColumnChart, niceStep } from './column-chart';
import { NEUTRAL, PRIMARY } from './palette';

beforeAll(async () => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  i18n.addResourceBundle('nl', 'home.home', nlHome, true, true);
  await i18n.changeLanguage('nl');
});

const renderChart = (chart: ReactNode) =>
  render(<I18nextProvider i18n={i18n}>{chart}</I18nextProvider>);

const statusChart = (
  <BarChart
    title="Per status"
    categoryLabel="Status"
    series={[{ key: 'count', label: 'Aantal', color: PRIMARY }]}
    rows={[
      { key: 'open', label: 'Open', values: [1200], color: NEUTRAL.mid },
      { key: 'approved', label: 'Goedgekeurd', values: [2400] },
    ]}
  />
);

describe('bar chart', () => {
  test('is a titled picture whose label sums up the numbers', () => {
    renderChart(statusChart);

    expect(screen.getByRole('heading', { name: 'Per status' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Per status: Open 1.200; Goedgekeurd 2.400' }),
    ).toHaveAttribute('viewBox');
  });

  test('holds the same numbers in a table that is hidden until asked for', async () => {
    renderChart(statusChart);
    const table = screen.getByRole('table', { name: 'Per status' });

    expect(table.parentElement).toHaveClass('visually-hidden');
    expect(within(table).getByRole('row', { name: 'Goedgekeurd 2.400' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toon als tabel' }));
    expect(table.parentElement).not.toHaveClass('visually-hidden');
  });

  test('draws bars in length order, the longest across the full width, in theme colours', () => {
    const { container } = renderChart(statusChart);
    const bars = [...container.querySelectorAll('rect')];

    expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual([NEUTRAL.mid, PRIMARY]);
    const widths = bars.map((bar) => Number(bar.getAttribute('width')));
    expect(widths[1]).toBeCloseTo(widths[0] * 2);
  });
});

describe('column chart', () => {
  const trend = (
    <ColumnChart
      title="Trend"
      categoryLabel="Maand"
      summary="Samengevat: 7 ingediend."
      series={[
        { key: 'submitted', label: 'Ingediend', color: NEUTRAL.mid },
        { key: 'approved', label: 'Goedgekeurd', color: PRIMARY },
      ]}
      rows={[
        { key: 'may', label: 'mei 2025', axisLabel: 'mei', values: [3, 1] },
        { key: 'jun', label: 'juni 2025', axisLabel: 'jun', values: [4, 2] },
      ]}
    />
  );

  test('uses the summary it is given and a legend for its series', () => {
    renderChart(trend);

    expect(screen.getByRole('img', { name: 'Samengevat: 7 ingediend.' })).toBeInTheDocument();
    expect(screen.getByText('Ingediend', { selector: 'li' })).toBeInTheDocument();
  });

  test('tables every series per row, with the full row label', () => {
    renderChart(trend);
    const table = screen.getByRole('table', { name: 'Trend' });

    expect(within(table).getByRole('row', { name: 'juni 2025 4 2' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Maand', 'Ingediend', 'Goedgekeurd']);
  });

  test.each([
    [0, 1],
    [3, 1],
    [13, 5],
    [40, 10],
    [180, 50],
  ])('an axis up to %i counts in round steps of %i', (max, step) => {
    expect(niceStep(max)).toBe(step);
  });
});
