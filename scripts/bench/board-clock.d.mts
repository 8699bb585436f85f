import type { Page } from 'playwright-core';

export declare function boardClockStart(hours: number, now?: Date): Date;

export declare function runBoardRefreshes(
  page: Page,
  options: { refreshes: number; team: number; refreshMs?: number },
): Promise<void>;
