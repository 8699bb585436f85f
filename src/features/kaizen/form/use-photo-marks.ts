import { useReducer } from 'react';
import { isWorthKeeping, onPhoto, type Mark, type MarkPoint, type MarkTool } from './photo-marks';

export interface MarksState {
  tool: MarkTool;
  /** The marks kept so far, oldest first: undo takes the last. */
  marks: Mark[];
  /** The mark under way: a finger down, or a start set by keyboard. */
  drawing: Mark | null;
  /** The keyboard's cross hair. */
  cursor: MarkPoint;
}

/** The photo's size in pixels: what decides whether a mark is a mark or a tap. */
interface PhotoSize {
  width: number;
  height: number;
}

export type MarksAction =
  | { type: 'tool'; tool: MarkTool }
  | { type: 'start'; at: MarkPoint }
  | { type: 'move'; to: MarkPoint }
  | { type: 'end'; size: PhotoSize }
  | { type: 'cancel' }
  | { type: 'undo' }
  | { type: 'cursor'; dx: number; dy: number }
  | { type: 'place'; size: PhotoSize };

export const NO_MARKS: MarksState = {
  tool: 'arrow',
  marks: [],
  drawing: null,
  cursor: { x: 0.5, y: 0.5 },
};

function end(state: MarksState, size: PhotoSize): MarksState {
  const { drawing } = state;
  if (!drawing) return state;
  const kept = isWorthKeeping(drawing, size.width, size.height);
  return { ...state, drawing: null, marks: kept ? [...state.marks, drawing] : state.marks };
}

export function marksReducer(state: MarksState, action: MarksAction): MarksState {
  switch (action.type) {
    case 'tool':
      return { ...state, tool: action.tool, drawing: null };
    case 'start':
      return {
        ...state,
        cursor: action.at,
        drawing: { tool: state.tool, from: action.at, to: action.at },
      };
    case 'move':
      return state.drawing
        ? { ...state, cursor: action.to, drawing: { ...state.drawing, to: action.to } }
        : state;
    case 'end':
      return end(state, action.size);
    case 'cancel':
      return { ...state, drawing: null };
    case 'undo':
      // A mark under way goes first: it is the last one the author started.
      return state.drawing
        ? { ...state, drawing: null }
        : { ...state, marks: state.marks.slice(0, -1) };
    case 'cursor': {
      const cursor = onPhoto(state.cursor.x + action.dx, state.cursor.y + action.dy);
      return {
        ...state,
        cursor,
        drawing: state.drawing ? { ...state.drawing, to: cursor } : null,
      };
    }
    case 'place':
      return state.drawing
        ? end(state, action.size)
        : marksReducer(state, { type: 'start', at: state.cursor });
  }
}

/** An arrow key moves the cross hair by this share of the photo; with Shift by the larger one. */
const STEP = 0.025;
const LARGE_STEP = 0.1;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * What a key does on the photo: arrows move the cross hair, Enter or Space sets the start and
 * then the end of a mark, Escape drops a mark under way. Null: the key is not the photo's.
 */
export function keyAction(
  key: string,
  shift: boolean,
  size: PhotoSize,
  drawing: boolean,
): MarksAction | null {
  const arrow = ARROWS[key] as [number, number] | undefined;
  if (arrow) {
    const step = shift ? LARGE_STEP : STEP;
    return { type: 'cursor', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  if (key === 'Enter' || key === ' ') return { type: 'place', size };
  if (key === 'Escape' && drawing) return { type: 'cancel' };
  return null;
}

/** The marks on one photo while the marker is open. */
export const usePhotoMarks = () => useReducer(marksReducer, NO_MARKS);
