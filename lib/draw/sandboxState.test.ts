import { describe, expect, it } from 'vitest';
import { PLAN_HEIGHT_M, PLAN_WIDTH_M } from './blockPlan';
import {
  initialSandbox,
  keyToAction,
  PLAN_FRAME,
  reduceSandbox,
  type CrossingCheck,
  type Frame,
  type SandboxAction,
  type SandboxState,
} from './sandboxState';

// A stand-in for Turf's kinks: the bow tie (0,0) (100,0) (0,100) (100,100) is the one crossing outline here.
const bowTie: CrossingCheck = (points) =>
  points.length === 4 && points[2]?.[0] === 0 && points[2][1] === 100 && points[3]?.[0] === 100;

const run = (actions: SandboxAction[], from: SandboxState = initialSandbox) =>
  actions.reduce((state, action) => reduceSandbox(state, action, bowTie), from);

const place = (x: number, y: number): SandboxAction => ({ type: 'place', at: [x, y] });

describe('sandbox reducer', () => {
  it('places points in order, rounded to whole metres and kept on the plan', () => {
    const state = run([place(10.4, 20.6), place(-5, 999), place(PLAN_WIDTH_M + 3, -1)]);
    expect(state.points).toEqual([
      [10, 21],
      [0, PLAN_HEIGHT_M],
      [PLAN_WIDTH_M, 0],
    ]);
    expect(state.notice).toEqual({ kind: 'placed', index: 2 });
  });

  it('refuses a point that makes the outline cross itself and keeps the zone as it was', () => {
    const before = run([place(0, 0), place(100, 0), place(0, 100)]);
    const after = reduceSandbox(before, place(100, 100), bowTie);
    expect(after.points).toBe(before.points);
    expect(after.notice).toEqual({ kind: 'crossing' });
  });

  it('refuses a second point on the same spot', () => {
    const state = run([place(5, 5), place(5, 5)]);
    expect(state.points).toHaveLength(1);
    expect(state.notice).toEqual({ kind: 'duplicate' });
  });

  it('removes the last point, then nothing once empty, and clears', () => {
    let state = run([place(1, 1), place(50, 1), place(50, 50), { type: 'removeLast' }]);
    expect(state.points).toEqual([
      [1, 1],
      [50, 1],
    ]);
    expect(state.notice).toEqual({ kind: 'removed' });
    state = run([{ type: 'clear' }], state);
    expect(state.points).toEqual([]);
    expect(state.notice).toEqual({ kind: 'cleared' });
    expect(run([{ type: 'removeLast' }], state)).toBe(state);
  });

  it('moves a point by drag, keeping its last valid place when the drag would cross the outline', () => {
    const square = run([place(0, 0), place(100, 0), place(100, 100), place(0, 100)]);
    let state = run([{ type: 'drag', index: 3, to: [10, 90] }], square);
    expect(state.points[3]).toEqual([10, 90]);
    expect(state.notice).toBeNull();
    state = run([{ type: 'drag', index: 1, to: [100, 100] }], state);
    expect(state.points[1]).toEqual([100, 0]);
    expect(state.notice).toEqual({ kind: 'duplicate' });
    state = run(
      [
        { type: 'drag', index: 3, to: [20, 80] },
        { type: 'drop', index: 3 },
      ],
      square,
    );
    expect(state.points[3]).toEqual([20, 80]);
    expect(state.notice).toEqual({ kind: 'moved', index: 3 });
  });

  it('moves a selected point with one click instead of a drag (single-pointer alternative)', () => {
    const square = run([place(0, 0), place(100, 0), place(100, 100), place(0, 100)]);
    let state = run([{ type: 'select', index: 2 }], square);
    expect(state.selected).toBe(2);
    expect(state.notice).toEqual({ kind: 'selected', index: 2 });
    state = run([place(120, 130)], state);
    expect(state.points).toHaveLength(4);
    expect(state.points[2]).toEqual([120, 130]);
    expect(state.selected).toBeNull();
    expect(state.notice).toEqual({ kind: 'moved', index: 2 });
    // Selecting twice deselects; an unknown index changes nothing.
    expect(
      run(
        [
          { type: 'select', index: 1 },
          { type: 'select', index: 1 },
        ],
        square,
      ).selected,
    ).toBeNull();
    expect(run([{ type: 'select', index: 9 }], square)).toBe(square);
  });

  it('moves the cursor within the plan and places a point under it', () => {
    const state = run([
      { type: 'moveCursor', dx: -1000, dy: 0 },
      { type: 'moveCursor', dx: 0, dy: 10 },
      { type: 'placeAtCursor' },
    ]);
    expect(state.cursor).toEqual([0, PLAN_HEIGHT_M / 2 + 10]);
    expect(state.points).toEqual([[0, PLAN_HEIGHT_M / 2 + 10]]);
  });
});

describe('moving a point by keyboard', () => {
  const square = run([place(0, 0), place(100, 0), place(100, 100), place(0, 100)]);
  const at = (state: SandboxState, x: number, y: number): SandboxState => ({ ...state, cursor: [x, y] });

  it('picks up the point nearest the cursor with Space, within the pick radius only', () => {
    let state = run([{ type: 'pickAtCursor' }], at(square, 104, 97));
    expect(state.selected).toBe(2);
    expect(state.cursor).toEqual([100, 100]);
    expect(state.notice).toEqual({ kind: 'picked', index: 2 });
    state = run([{ type: 'pickAtCursor' }], at(square, 50, 50));
    expect(state.selected).toBeNull();
    expect(state.points).toBe(square.points);
    expect(state.notice).toEqual({ kind: 'nothingToPick' });
  });

  it('carries the picked point with the arrows and drops it with Enter, as a click-then-click move does', () => {
    const keys = [' ', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'Enter'];
    const steps: SandboxState[] = [];
    keys.reduce(
      (state, key) => {
        const next = reduceSandbox(state, keyToAction(key, false)!, bowTie);
        steps.push(next);
        return next;
      },
      at(square, 100, 100),
    );
    expect(steps[1]!.points[2]).toEqual([110, 100]);
    expect(steps[1]!.notice).toEqual({ kind: 'carried', index: 2 });
    const dropped = steps.at(-1)!;
    expect(dropped.points).toEqual([
      [0, 0],
      [100, 0],
      [120, 110],
      [0, 100],
    ]);
    expect(dropped.selected).toBeNull();
    expect(dropped.notice).toEqual({ kind: 'moved', index: 2 });
    // Once dropped, Enter places a new point again.
    expect(
      run([{ type: 'moveCursor', dx: 0, dy: 10 }, { type: 'placeAtCursor' }], dropped).points,
    ).toHaveLength(5);
  });

  it('picks up with Enter on a point instead of refusing a duplicate, and Space drops too', () => {
    let state = run([{ type: 'placeAtCursor' }], at(square, 100, 0));
    expect(state.selected).toBe(1);
    expect(state.notice).toEqual({ kind: 'picked', index: 1 });
    // Carried up against the plan's north edge it stays on the plan; Space drops it.
    state = run(
      [
        { type: 'moveCursor', dx: 0, dy: -10 },
        { type: 'moveCursor', dx: 10, dy: 0 },
      ],
      state,
    );
    expect(state.cursor).toEqual([110, 0]);
    state = run([{ type: 'pickAtCursor' }], state);
    expect(state.points[1]).toEqual([110, 0]);
    expect(state.selected).toBeNull();
    expect(state.notice).toEqual({ kind: 'moved', index: 1 });
  });

  it('keeps a carried point at its last valid place when the cursor would make the outline cross', () => {
    const three = run([place(0, 0), place(100, 0), place(0, 100), place(90, 100)]);
    // The stand-in crossing check only knows the bow tie, reached by carrying point 3 to (100, 100).
    const state = run([{ type: 'pickAtCursor' }, { type: 'moveCursor', dx: 10, dy: 0 }], at(three, 90, 100));
    expect(state.cursor).toEqual([100, 100]);
    expect(state.points[3]).toEqual([90, 100]);
    expect(state.notice).toEqual({ kind: 'crossing' });
    expect(state.selected).toBe(3);
  });

  it('moves the cursor onto a point selected by pointer, so the arrows carry it on', () => {
    const state = run(
      [
        { type: 'select', index: 3 },
        { type: 'moveCursor', dx: 10, dy: 0 },
      ],
      square,
    );
    expect(state.points[3]).toEqual([10, 100]);
    expect(state.notice).toEqual({ kind: 'carried', index: 3 });
  });
});

describe('sandbox keyboard', () => {
  it('maps the arrow keys to 10 m cursor steps, 1 m with Shift', () => {
    expect(keyToAction('ArrowRight', false)).toEqual({ type: 'moveCursor', dx: 10, dy: 0 });
    expect(keyToAction('ArrowLeft', false)).toEqual({ type: 'moveCursor', dx: -10, dy: 0 });
    expect(keyToAction('ArrowUp', true)).toEqual({ type: 'moveCursor', dx: 0, dy: -1 });
    expect(keyToAction('ArrowDown', true)).toEqual({ type: 'moveCursor', dx: 0, dy: 1 });
  });

  it('places with Enter, removes the last with Backspace, clears with Escape, ignores the rest', () => {
    expect(keyToAction('Enter', false)).toEqual({ type: 'placeAtCursor' });
    expect(keyToAction('Backspace', false)).toEqual({ type: 'removeLast' });
    expect(keyToAction('Escape', false)).toEqual({ type: 'clear' });
    expect(keyToAction(' ', false)).toEqual({ type: 'pickAtCursor' });
    expect(keyToAction('Tab', false)).toBeNull();
    expect(keyToAction('a', false)).toBeNull();
  });

  it('draws a 100 m × 60 m rectangle with the keys alone', () => {
    const keys = [
      'Enter',
      ...Array<string>(10).fill('ArrowRight'),
      'Enter',
      ...Array<string>(6).fill('ArrowDown'),
      'Enter',
      ...Array<string>(10).fill('ArrowLeft'),
      'Enter',
    ];
    const state = run(keys.map((k) => keyToAction(k, false)!));
    const [cx, cy] = initialSandbox.cursor;
    expect(state.points).toEqual([
      [cx, cy],
      [cx + 100, cy],
      [cx + 100, cy + 60],
      [cx, cy + 60],
    ]);
  });

  it('keeps the zone on the same ground when the map’s larger frame takes over', () => {
    const map: Frame = { kind: 'map', origin: [-73.6, 45.5], width: 3_000, height: 3_000 };
    const before = run([place(10, 20), place(110, 20), { type: 'select', index: 1 }]);
    const after = reduceSandbox(before, { type: 'reframe', frame: map, shift: [1_300, 1_370] }, bowTie);
    expect(after.frame).toBe(map);
    expect(after.points).toEqual([
      [1_310, 1_390],
      [1_410, 1_390],
    ]);
    expect(after.cursor).toEqual([1_410, 1_390]);
    // The map's frame is larger: points go where the plan had no room.
    expect(run([place(2_900, 2_950)], after).points.at(-1)).toEqual([2_900, 2_950]);
    // A late or repeated reframe to the same kind of frame moves nothing.
    expect(reduceSandbox(after, { type: 'reframe', frame: map, shift: [1_300, 1_370] }, bowTie)).toBe(after);
  });

  it('starts a new zone at the centre of a searched place, and says where', () => {
    const elsewhere: Frame = { kind: 'map', origin: [-79.4, 43.7], width: 3_000, height: 3_000 };
    const state = run([
      place(10, 20),
      place(110, 20),
      { type: 'relocate', frame: elsewhere, place: 'Union Station' },
    ]);
    expect(state).toEqual({
      frame: elsewhere,
      points: [],
      cursor: [1_500, 1_500],
      selected: null,
      notice: { kind: 'relocated', place: 'Union Station' },
    });
  });

  it('takes the zone back to the plan when the map fails, if it still fits there', () => {
    const over = {
      frame: { kind: 'map', origin: [-73.6, 45.5], width: 3_000, height: 3_000 } as Frame,
      shift: [1_300, 1_370] as const,
    };
    const drawn = run([place(10, 20), place(110, 20), place(110, 90)]);
    const onMap = reduceSandbox(drawn, { type: 'reframe', ...over }, bowTie);
    const back = reduceSandbox(onMap, { type: 'mapFailed', over }, bowTie);
    expect(back.frame).toBe(PLAN_FRAME);
    expect(back.points).toEqual(drawn.points);
    expect(back.notice).toEqual({ kind: 'mapFailedKept' });

    // A corner beyond the plan's ground, or a zone at a searched place: started again, and said.
    const beyond = run([place(2_900, 20)], onMap);
    const searched = run(
      [{ type: 'relocate', frame: { ...over.frame, origin: [-79.4, 43.6] }, place: 'Toronto' }],
      onMap,
    );
    for (const state of [beyond, searched])
      expect(reduceSandbox(state, { type: 'mapFailed', over }, bowTie)).toEqual({
        ...initialSandbox,
        notice: { kind: 'mapFailed' },
      });
    // On the plan already: nothing to do.
    expect(reduceSandbox(drawn, { type: 'mapFailed', over }, bowTie)).toBe(drawn);
  });
});
