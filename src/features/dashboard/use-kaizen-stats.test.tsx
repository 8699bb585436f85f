import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { kaizenSchema, type Kaizen } from '@/api/schemas/kaizen';
import { i18n } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { buildKaizen } from '@tests/factories/kaizen';
import { useFormatters } from './format';
import { useKaizenStats } from './use-kaizen-stats';

afterEach(() => vi.restoreAllMocks());

function withQueryClient() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

test('the summary is drawn in a render after the one that received the list; until then it still loads', async () => {
  const kaizens: Kaizen[] = [buildKaizen(), buildKaizen({ status: 'approved' })].map((kaizen) =>
    kaizenSchema.parse(kaizen),
  );
  const options = { queryKey: ['kaizens', 'deferred'], queryFn: () => Promise.resolve(kaizens) };
  const renders: { received: boolean; loading: boolean; summarized: boolean }[] = [];

  renderHook(
    () => {
      const stats = useKaizenStats(options);
      const received = useQuery(options).data !== undefined;
      renders.push({ received, loading: stats.loading, summarized: stats.stats !== undefined });
    },
    { wrapper: withQueryClient() },
  );

  await waitFor(() => expect(renders.at(-1)?.summarized).toBe(true));
  const firstWithList = renders.find((render) => render.received);
  expect(firstWithList).toEqual({ received: true, loading: true, summarized: false });
  expect(renders.at(-1)).toEqual({ received: true, loading: false, summarized: true });
});

test('in Dutch the dashboard formats its figures and dates without building an Intl format', async () => {
  await i18n.changeLanguage('nl');
  const numberFormats = vi.spyOn(Intl, 'NumberFormat');
  const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
  const kaizens: Kaizen[] = [buildKaizen(), buildKaizen({ status: 'approved' })].map((kaizen) =>
    kaizenSchema.parse(kaizen),
  );

  const { result } = renderHook(
    () => {
      const { stats } = useKaizenStats({
        queryKey: ['kaizens', 'formatted'],
        queryFn: () => Promise.resolve(kaizens),
      });
      const format = useFormatters();
      return stats
        ? [format.number(stats.total * 1000), format.date('2024-03-12T10:00:00Z')].join(' ')
        : undefined;
    },
    { wrapper: withQueryClient() },
  );

  await waitFor(() => expect(result.current).toBe('2.000 12 mrt 2024'));
  expect(numberFormats).not.toHaveBeenCalled();
  expect(dateFormats).not.toHaveBeenCalled();
});
