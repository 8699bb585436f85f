import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { invalidateKaizens } from '@/api/kaizen-queries';
import { moveKaizens } from '@/api/kaizens';
import type { Ref } from '@/api/schemas/common';
import { savedAnyway } from '@/components/saved-anyway';
import { notify } from '@/components/toasts';
import { failureMessage } from '@/lib/failure-message';

/**
 * POST /api/kaizen/move-multiple for a selection, with its one toast ("3 kaizens zijn verplaatst
 * naar Logistiek.") and every kaizen list fetched again (both teams' lists changed). A failure
 * is kept as a message for the confirmation, which stays open so trying again is one click; a
 * move the server took but answered unreadably counts as done, never sent twice.
 */
export function useMoveKaizens(onMoved: () => void) {
  const { t } = useTranslation('base');
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ ids, team }: { ids: readonly number[]; team: Ref }) => moveKaizens(ids, team.id),
  });

  const move = async (ids: readonly number[], team: Ref) => {
    if (mutation.isPending) return;
    setError(null);
    try {
      const { moved } = await mutation.mutateAsync({ ids, team });
      notify({
        header: t('bulk.moved.header'),
        content: t('bulk.moved.content', { count: moved, team: team.name }),
      });
      void invalidateKaizens(client);
      onMoved();
    } catch (failure) {
      if (savedAnyway(failure)) onMoved();
      else setError(failureMessage(failure));
    }
  };

  return { move, moving: mutation.isPending, error, clearError: () => setError(null) };
}
