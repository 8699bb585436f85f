import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fetchApprovedTable } from '@/api/kaizens';
import { resetDemoDb } from '@/mocks/db/store';
import { failNext } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { CSV_BOM } from '@/utils/csv';
import { parseCsv } from '@tests/utils/csv';
import { catchDownloads, recordRequestsTo } from './kaizen-list-test-utils';

const downloads = catchDownloads();

describe('exporting a list as CSV', () => {
  test('the file holds exactly the filtered rows, fetched 500 at a time', async () => {
    resetDemoDb({ kaizenCount: 6000 });
    const requests = recordRequestsTo('/api/kaizen/table/approved');
    const { user } = await renderApp('/kaizen/approved', { as: 'lead' });
    await screen.findByRole('table', { name: 'Goedgekeurde kaizens' });
    await screen.findByRole('option', { name: 'Productie' });
    await user.selectOptions(screen.getByLabelText('Team'), 'Productie');
    await waitFor(async () =>
      expect(await requests.lastBody()).toMatchObject({ filters: { team_id: 1 } }),
    );
    requests.clear();

    await user.click(screen.getByRole('button', { name: 'Exporteren naar CSV' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    const bodies = (await requests.bodies()) as { start: number; size: number }[];
    const expected = [];
    for (let page = 0; expected.length === page * 1000; page += 1) {
      const answer = await fetchApprovedTable({
        page,
        size: 1000,
        sortField: 'decided_at',
        sortFieldDir: 'desc',
        filters: { team_id: 1 },
      });
      expected.push(...answer.data);
    }
    expect(expected.length).toBeGreaterThan(500);
    expect(bodies.map(({ start, size }) => [start, size])).toEqual(
      Array.from({ length: Math.ceil(expected.length / 500) }, (_, i) => [i * 500, 500]),
    );
    expect(bodies.every((body) => JSON.stringify(body).includes('"team_id":1'))).toBe(true);

    // Blob.text() drops the BOM while decoding, so the bytes are checked themselves.
    const bytes = new Uint8Array(await downloads[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([...new TextEncoder().encode(CSV_BOM)]);
    expect(downloads[0].type).toBe('text/csv;charset=utf-8');
    const [header, ...rows] = parseCsv(await downloads[0].text(), ';');
    expect(header.slice(0, 3)).toEqual(['Nummer', 'Titel', 'Team']);
    expect(rows.map((row) => Number(row[0]))).toEqual(expected.map((kaizen) => kaizen.id));
    expect(rows.every((row) => row[2] === 'Productie')).toBe(true);
    const toast = await screen.findByText(`${expected.length} kaizens geëxporteerd.`);
    expect(within(toast.closest('.toast') as HTMLElement).getByText('Export klaar')).toBeVisible();
  });
});

describe('an export that fails', () => {
  test('names the export in the failure and exports on "Opnieuw proberen"', async () => {
    const { user } = await renderApp('/kaizen/approved', { as: 'lead' });
    await screen.findByRole('table', { name: 'Goedgekeurde kaizens' });
    // A list's POST is a read the export does not send twice by itself.
    failNext('post', '*/api/kaizen/table/approved', 500, 1);

    await user.click(screen.getByRole('button', { name: 'Exporteren naar CSV' }));

    const header = await screen.findByText('Niet gelukt: de export naar CSV');
    const toast = header.closest('.toast') as HTMLElement;
    expect(within(toast).getByText(/Er ging iets mis op de server/)).toBeVisible();
    expect(downloads).toHaveLength(0);
    await user.click(within(toast).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await screen.findByText(/kaizens geëxporteerd\.$/);
  });
});
