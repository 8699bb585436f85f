// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  keyAction,
  marksReducer,
  NO_MARKS,
  type MarksAction,
  type MarksState,
} from './use-photo-marks';

const size = { width: 1000, height: 800 };
const run = (actions: MarksAction[], from: MarksState = NO_MARKS) =>
  actions.reduce(marksReducer, from);
const drag = (x1: number, y1: number, x2: number, y2: number): MarksAction[] => [
  { type: 'start', at: { x: x1, y: y1 } },
  { type: 'move', to: { x: (x1 + x2) / 2, y: (y1 + y2) / 2 } },
  { type: 'move', to: { x: x2, y: y2 } },
  { type: 'end', size },
];
/** The keys a keyboard user presses, as the canvas turns them into actions. */
function press(state: MarksState, ...keys: string[]) {
  return keys.reduce((current, key) => {
    const action = keyAction(key, false, size, current.drawing !== null);
    return action ? marksReducer(current, action) : current;
  }, state);
}

describe('the marks on a photo', () => {
  test('an arrow is the tool to start with; a drag adds a mark of the chosen tool from start to end', () => {
    const state = run([
      ...drag(0.1, 0.1, 0.5, 0.5),
      { type: 'tool', tool: 'circle' },
      ...drag(0.6, 0.6, 0.7, 0.6),
    ]);

    expect(state.marks).toEqual([
      { tool: 'arrow', from: { x: 0.1, y: 0.1 }, to: { x: 0.5, y: 0.5 } },
      { tool: 'circle', from: { x: 0.6, y: 0.6 }, to: { x: 0.7, y: 0.6 } },
    ]);
    expect(state.drawing).toBeNull();
  });

  test('while dragging the mark follows the finger but is not kept until it is lifted', () => {
    const state = run(drag(0.1, 0.1, 0.5, 0.5).slice(0, 3));

    expect(state.marks).toEqual([]);
    expect(state.drawing).toEqual({
      tool: 'arrow',
      from: { x: 0.1, y: 0.1 },
      to: { x: 0.5, y: 0.5 },
    });
  });

  test('a tap adds nothing, and a cancelled drag (the browser took the touch) neither', () => {
    const tapped = run(drag(0.5, 0.5, 0.501, 0.5));
    const cancelled = run([...drag(0.1, 0.1, 0.5, 0.5).slice(0, 3), { type: 'cancel' }]);

    expect(tapped.marks).toEqual([]);
    expect(cancelled.marks).toEqual([]);
    expect(cancelled.drawing).toBeNull();
  });

  test('undo takes the last mark off, one at a time, and nothing more', () => {
    const two = run([...drag(0.1, 0.1, 0.5, 0.5), ...drag(0.2, 0.8, 0.9, 0.8)]);

    const one = marksReducer(two, { type: 'undo' });
    expect(one.marks).toEqual([two.marks[0]]);
    expect(run([{ type: 'undo' }, { type: 'undo' }], one).marks).toEqual([]);
  });

  test('undo while a mark is under way drops that mark, not the one before it', () => {
    const state = run([
      ...drag(0.1, 0.1, 0.5, 0.5),
      { type: 'start', at: { x: 0.7, y: 0.7 } },
      { type: 'undo' },
    ]);

    expect(state.marks).toHaveLength(1);
    expect(state.drawing).toBeNull();
  });
});

describe('marking with the keyboard', () => {
  test('Enter sets the start at the cross hair, arrows move it, Enter sets the end', () => {
    const state = press(NO_MARKS, 'Enter', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'Enter');

    expect(state.marks).toEqual([
      { tool: 'arrow', from: { x: 0.5, y: 0.5 }, to: { x: 0.55, y: 0.525 } },
    ]);
  });

  test('while a mark is under way it follows the cross hair; Escape drops it', () => {
    const started = press(NO_MARKS, 'ArrowLeft', ' ', 'ArrowUp');
    expect(started.drawing).toEqual({
      tool: 'arrow',
      from: { x: 0.475, y: 0.5 },
      to: { x: 0.475, y: 0.475 },
    });

    const dropped = press(started, 'Escape');
    expect(dropped.drawing).toBeNull();
    expect(dropped.marks).toEqual([]);
  });

  test("Escape is the dialog's (it closes) when no mark is under way, and other keys are not the photo's", () => {
    expect(keyAction('Escape', false, size, false)).toBeNull();
    expect(keyAction('Tab', false, size, true)).toBeNull();
    expect(keyAction('a', false, size, true)).toBeNull();
  });

  test('Shift moves the cross hair in large steps, and it stays on the photo', () => {
    const right = keyAction('ArrowRight', true, size, false);
    expect(right).toEqual({ type: 'cursor', dx: 0.1, dy: 0 });

    const state = run(Array.from({ length: 8 }, () => right as MarksAction));
    expect(state.cursor).toEqual({ x: 1, y: 0.5 });
  });
});
