import { useSearchParams } from 'react-router-dom';

export type ViewMode = 'table' | 'cards';

const KEY = 'qek_kaizen_list_view';
const PARAM = 'view';

// A phone shows three columns at most: cards read better there, unless the user chose a table.
const PHONE = '(max-width: 767.98px)';
const defaultMode = (): ViewMode => (window.matchMedia(PHONE).matches ? 'cards' : 'table');

function rememberedMode(): ViewMode {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored === 'cards' || stored === 'table' ? stored : defaultMode();
  } catch {
    return defaultMode();
  }
}

/**
 * Table or cards: in the address (`?view=cards`), so a link and Back keep it; without it, the
 * choice remembered for this browser tab (admin_storage holds only its four keys); else cards
 * on a phone and a table elsewhere.
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
