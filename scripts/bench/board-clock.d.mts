import type { Page } from 'playwright-core';

export declare function runBoardRefreshes(
  page: Page,
  options: { refreshes: number; team: number; refreshMs?: number },
): Promise<void>;
