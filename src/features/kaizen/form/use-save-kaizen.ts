import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeChangedKaizen } from '@/api/kaizen-queries';
import { createKaizen, updateKaizen } from '@/api/kaizens';
import type { Kaizen, KaizenInput } from '@/api/schemas/kaizen';

/**
 * Creates a kaizen (`kaizen` null) or updates it. The answer goes into the detail's cache and
 * every list and dashboard that may show it is marked stale, as after approve or share.
 */
export function useSaveKaizen(kaizen: Kaizen | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: KaizenInput) =>
      kaizen ? updateKaizen(kaizen.id, input) : createKaizen(input),
    // Saved but answered unreadably: src/lib/query-client.ts fetches everything again.
    onSuccess: (saved) => void storeChangedKaizen(client, saved),
  });
}
