import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { kaizenQueries } from '@/api/kaizen-queries';
import type { Kaizen } from '@/api/schemas/kaizen';
import { boardTiming } from './board-timing';
import { arrivals, nextSlide } from './slide-order';

/**
 * A slide's kaizen (GET /api/kaizen/{id}): its photos and effects, which the team's slim list
 * does not carry. Read once: an approved kaizen no longer changes (docs/api.md §4), and the
 * list's refresh says when it leaves the team or the month.
 */
export const slideKaizen = (id: number) =>
  queryOptions({ ...kaizenQueries.detail(id), staleTime: Infinity });

const photosOf = (kaizen: Kaizen): string[] =>
  [kaizen.before_image_src, kaizen.after_image_src].filter((src) => src !== null);

/** Loads and decodes `srcs` ahead, so a slide never shows a photo still arriving. */
function preloadPhotos(srcs: readonly string[]): Promise<boolean> {
  return Promise.all(
    srcs.map((src) => {
      const image = new Image();
      image.src = src;
      // Without decode() (jsdom) nothing can be waited for: the slide shows what it gets.
      if (typeof image.decode !== 'function') return Promise.resolve(true);
      return image.decode().then(
        () => true,
        () => false,
      );
    }),
  ).then((loaded) => loaded.every(Boolean));
}

type Preparation = 'pending' | 'ready' | 'failed';

/** The slide of `id`: its kaizen read and its photos decoded, or why it cannot show. */
function usePreparedSlide(id: number | undefined): Preparation {
  const detail = useQuery({ ...slideKaizen(id ?? 0), enabled: id !== undefined });
  // The photos by value: a refetch's equal answer does not load them again.
  const photos = detail.data ? photosOf(detail.data).join('\n') : undefined;
  const [decoded, setDecoded] = useState<{ id?: number; photos?: string; ok: boolean }>({
    ok: false,
  });
  useEffect(() => {
    if (photos === undefined) return;
    let live = true;
    void preloadPhotos(photos ? photos.split('\n') : []).then((ok) => {
      if (live) setDecoded({ id, photos, ok });
    });
    return () => {
      live = false;
    };
  }, [id, photos]);
  if (id === undefined) return 'pending';
  if (detail.isError) return 'failed';
  if (photos === undefined || decoded.id !== id || decoded.photos !== photos) return 'pending';
  return decoded.ok ? 'ready' : 'failed';
}

interface CycleState {
  shown?: number;
  /** Approved since the board started, not shown yet: they go first. */
  fresh: number[];
  /** Could not be prepared; tried again after the list's next refresh. */
  skip: ReadonlySet<number>;
  /** Counts the slides shown: each one's time starts anew, the same kaizen's too. */
  turn: number;
  /** The current slide has had its time. */
  due: boolean;
  /** The list these were worked out for, and the ids it had (null before the first). */
  listAt?: number;
  known: ReadonlySet<number> | null;
}

type CycleAction =
  | { type: 'list'; ids: readonly number[]; at: number }
  | { type: 'due' }
  | { type: 'show'; id: number }
  | { type: 'failed'; id: number };

function cycle(state: CycleState, action: CycleAction): CycleState {
  switch (action.type) {
    case 'list': {
      const arrived = arrivals(state.known, action.ids);
      return {
        ...state,
        fresh: [...arrived, ...state.fresh.filter((id) => action.ids.includes(id))],
        skip: new Set(),
        listAt: action.at,
        known: new Set(action.ids),
      };
    }
    case 'due':
      return { ...state, due: true };
    case 'show':
      return {
        ...state,
        shown: action.id,
        turn: state.turn + 1,
        fresh: state.fresh.filter((id) => id !== action.id),
        due: false,
      };
    case 'failed':
      return { ...state, skip: new Set(state.skip).add(action.id) };
  }
}

/**
 * Cycles the slides `ids` (undefined while the list loads), each `boardTiming.slideMs`; moves
 * on only once the next one is prepared (its kaizen and photos loaded), so a slide never
 * shows half; a kaizen approved meanwhile is shown next. `listAt` marks each new list.
 */
export function useSlideCycle(ids: readonly number[] | undefined, listAt: number) {
  const [state, dispatch] = useReducer(cycle, {
    fresh: [],
    skip: new Set<number>(),
    turn: 0,
    due: true,
    known: null,
  });
  const [paused, setPaused] = useState(false);
  if (ids && state.listAt !== listAt) dispatch({ type: 'list', ids, at: listAt });

  const list = ids ?? [];
  const gone = state.shown !== undefined && !list.includes(state.shown);
  const candidate = nextSlide(list, state.shown, state);
  const prepared = usePreparedSlide(candidate);
  if (candidate !== undefined && prepared === 'failed' && !state.skip.has(candidate)) {
    dispatch({ type: 'failed', id: candidate });
  }
  const wanted =
    gone ||
    state.shown === undefined ||
    (!paused && (state.due || state.fresh.includes(candidate ?? -1)));
  if (candidate !== undefined && prepared === 'ready' && wanted && candidate !== state.shown) {
    dispatch({ type: 'show', id: candidate });
  } else if (candidate === state.shown && state.due && candidate !== undefined) {
    // The only slide: its time starts again.
    dispatch({ type: 'show', id: candidate });
  }

  useEffect(() => {
    if (paused || state.due) return;
    const timer = setTimeout(() => dispatch({ type: 'due' }), boardTiming.slideMs);
    return () => clearTimeout(timer);
  }, [paused, state.due, state.turn]);

  return {
    /** The slide on screen; undefined before the first is prepared, or when there is none. */
    current: gone ? undefined : state.shown,
    paused,
    togglePause: () => setPaused((was) => !was),
  };
}
