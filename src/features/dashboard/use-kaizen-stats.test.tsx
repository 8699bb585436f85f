import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { kaizenSchema, type Kaizen } from '@/api/schemas/kaizen';
import { i18n } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { buildKaizen } from '@tests/factories/kaizen';
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

test("while the list loads, the locale's number and date formats are built, before any render needs them", async () => {
  await i18n.changeLanguage('nl');
  const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
  const never = new Promise<Kaizen[]>(() => undefined);

  const { result } = renderHook(
    () => useKaizenStats({ queryKey: ['kaizens', 'pending'], queryFn: () => never }),
    { wrapper: withQueryClient() },
  );

  await waitFor(() =>
    expect(dateFormats).toHaveBeenCalledWith(
      'nl',
      expect.objectContaining({ dateStyle: 'medium' }),
    ),
  );
  expect(result.current.loading).toBe(true);
});
