import { useState } from 'react';

export type ViewMode = 'table' | 'cards';

const KEY = 'qek_kaizen_list_view';

function readMode(): ViewMode {
  try {
    return sessionStorage.getItem(KEY) === 'cards' ? 'cards' : 'table';
  } catch {
    return 'table';
  }
}

/** Table or cards, remembered for this browser tab (admin_storage holds only its four keys). */
export function useViewMode() {
  const [mode, setMode] = useState<ViewMode>(readMode);
  const change = (next: ViewMode) => {
    setMode(next);
    try {
      sessionStorage.setItem(KEY, next);
    } catch {
      // Not remembered; the choice still holds on this screen.
    }
  };
  return [mode, change] as const;
}
