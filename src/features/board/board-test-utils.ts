import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { getDb } from '@/mocks/db/store';
import type { KaizenRow } from '@/mocks/db/types';
import { boardTiming } from './board-timing';

/** The demo's team Productie, its team lead and the employee (src/mocks/db/seed-users.ts). */
const TEAM_ID = 1;
export const LEAD_ID = 3;
const EMPLOYEE_ID = 4;

const DEFAULT_TIMING = { ...boardTiming };
// Far longer than any test runs; a refresh passes no slide (a slide passes refreshes: they
// change nothing when nothing changed).
const SLIDE_MS = 25 * 60_000;
const REFRESH_MS = 10 * 60_000;

/**
 * Where the test's clock starts: now, or six hours before the month ends if that is sooner. A
 * test's jumps add up to hours, and past midnight on the first the board empties (it shows the
 * month's approvals); the decisions seeded today are before either.
 */
function clockStart(): Date {
  const now = new Date();
  const monthEnd = new Date(now.getFullYear(), now.getMonth() + 1, 1).getTime();
  return new Date(Math.min(now.getTime(), monthEnd - 6 * 3_600_000));
}

/**
 * The board's timers on a clock the test jumps (setTimeout and setInterval faked, running on
 * their own too): `passSlide` ends the slide on screen, `passRefresh` runs the list's refresh.
 * Call before rendering; the timings go back after the test, the real clock with the harness.
 */
export function useBoardClock() {
  boardTiming.slideMs = SLIDE_MS;
  boardTiming.refreshMs = REFRESH_MS;
  vi.useFakeTimers({
    now: clockStart(),
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { passSlide: () => pass(SLIDE_MS), passRefresh: () => pass(REFRESH_MS) };
}

afterEach(() => {
  Object.assign(boardTiming, DEFAULT_TIMING);
});

export const thisMonth = (day: number) => {
  const now = new Date();
  // Never after now: a day later this month would be a decision still to come.
  return new Date(
    now.getFullYear(),
    now.getMonth(),
    Math.min(day, now.getDate()),
    9,
    day,
  ).toISOString();
};

/** A kaizen of team Productie by the employee: approved this month unless told otherwise. */
export function boardKaizen(id: number, fields: Partial<KaizenRow>): KaizenRow {
  const decided = fields.decided_at ?? thisMonth(1);
  return {
    id,
    team_id: TEAM_ID,
    author_id: EMPLOYEE_ID,
    title: `Kaizen ${id}`,
    status: 'approved',
    problem: 'Zoeken naar gereedschap.',
    improvement: 'Schaduwbord bij de pers.',
    result: null,
    effect_money: null,
    effect_time: null,
    effect_quality: null,
    effect_safety: null,
    before_image_src: null,
    after_image_src: null,
    decline_reason: null,
    shared: false,
    created_at: decided,
    updated_at: decided,
    submitted_at: decided,
    decided_at: decided,
    ...fields,
  };
}

/** Team Productie holds exactly `rows` from now on. */
export function setTeamKaizens(rows: KaizenRow[]): void {
  const { kaizens } = getDb();
  const others = kaizens.filter((kaizen) => kaizen.team_id !== TEAM_ID);
  kaizens.splice(0, kaizens.length, ...others, ...rows);
}
