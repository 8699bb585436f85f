import { useSearchParams } from 'react-router-dom';
import { handParser } from '@/api/parsers';
import { storedItem } from '@/stores/stored';

export type ViewMode = 'table' | 'cards';

const PARAM = 'view';

const isViewMode = (value: unknown): value is ViewMode => value === 'cards' || value === 'table';
const storedMode = storedItem(
  'session',
  'qek_kaizen_list_view',
  handParser((value) => (isViewMode(value) ? value : undefined), 'table or cards'),
);

// A phone shows three columns at most: cards read better there, unless the user chose a table.
const PHONE = '(max-width: 767.98px)';
const defaultMode = (): ViewMode => (window.matchMedia(PHONE).matches ? 'cards' : 'table');

const rememberedMode = (): ViewMode => storedMode.read() ?? defaultMode();

/**
 * Table or cards: in the address (`?view=cards`), so a link and Back keep it; without it, the
 * choice remembered for this browser tab (admin_storage holds only its four keys); else cards
 * on a phone and a table elsewhere.
 */
export function useViewMode() {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get(PARAM);
  const mode: ViewMode = isViewMode(inUrl) ? inUrl : rememberedMode();
  const change = (next: ViewMode) => {
    // When storage refuses it, the address still holds the choice.
    storedMode.write(next);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(PARAM, next);
      return updated;
    });
  };
  return [mode, change] as const;
}
