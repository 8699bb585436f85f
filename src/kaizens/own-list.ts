import { queryOptions } from '@tanstack/react-query';
import { fetchKaizensByUser } from '@/api/kaizens';
import { kaizenSchema } from '@/api/schemas/kaizen';
import { keptAsList, readKept } from '@/lib/kept-queries';

const keptForm = keptAsList({ name: 'own-kaizens', of: '' }, kaizenSchema);

/**
 * The user's own kaizens (GET /api/kaizen/by-user/{id}): an employee's /home and "Mijn kaizens",
 * and the news of decisions on them. Kept on the device like the team's list, so a reload draws
 * them at once and asks the server again behind them; read afresh by each screen that shows them.
 *
 * @example
 * const { data } = useQuery(ownKaizens(user.id));
 */
export function ownKaizens(userId: number) {
  return queryOptions({
    queryKey: ['kaizens', 'by-user', userId],
    queryFn: (context) => readKept(context, keptForm, () => fetchKaizensByUser(userId)),
  });
}
