import { useSearchParams } from 'react-router-dom';

export type ViewMode = 'table' | 'cards';

const KEY = 'qek_kaizen_list_view';
const PARAM = 'view';

function rememberedMode(): ViewMode {
  try {
    return sessionStorage.getItem(KEY) === 'cards' ? 'cards' : 'table';
  } catch {
    return 'table';
  }
}

/**
 * Table or cards: in the address (`?view=cards`), so a link and Back keep it; without it, the
 * choice remembered for this browser tab (admin_storage holds only its four keys).
 */
export function useViewMode() {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get(PARAM);
  const mode: ViewMode = inUrl === 'cards' || inUrl === 'table' ? inUrl : rememberedMode();
  const change = (next: ViewMode) => {
    try {
      sessionStorage.setItem(KEY, next);
    } catch {
      // Not remembered; the address still holds the choice.
    }
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(PARAM, next);
      return updated;
    });
  };
  return [mode, change] as const;
}
