import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateKaizens, storeChangedKaizen } from '@/api/kaizen-queries';
import { createKaizen, updateKaizen } from '@/api/kaizens';
import type { Kaizen, KaizenInput } from '@/api/schemas/kaizen';
import { isSavedButUnreadable } from '@/lib/saved-anyway';

/**
 * Creates a kaizen (`kaizen` null) or updates it. The answer goes into the detail's cache and
 * every list and dashboard that may show it is marked stale, as after approve or share.
 */
export function useSaveKaizen(kaizen: Kaizen | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: KaizenInput) =>
      kaizen ? updateKaizen(kaizen.id, input) : createKaizen(input),
    onSuccess: (saved) => void storeChangedKaizen(client, saved),
    // Saved all the same (2xx), but its answer cannot go into the cache: reload what shows it.
    onError: (error) => {
      if (isSavedButUnreadable(error)) void invalidateKaizens(client);
    },
  });
}
