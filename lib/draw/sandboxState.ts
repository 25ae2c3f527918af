import { PLAN_HEIGHT_M, PLAN_ORIGIN, PLAN_WIDTH_M } from './blockPlan';
import type { LngLat } from './zoneGeometry';

/** A point of the drawing frame in whole metres: [east of the west edge, south of the north edge]. */
export type PlanPoint = readonly [x: number, y: number];

/**
 * Where points live: a rectangle of the ground, `origin` its north-west corner. The plan
 * is one frame; the Google map draws in a larger one around the place on screen.
 */
export type Frame = { kind: 'plan' | 'map'; origin: LngLat; width: number; height: number };

export const PLAN_FRAME: Frame = {
  kind: 'plan',
  origin: PLAN_ORIGIN,
  width: PLAN_WIDTH_M,
  height: PLAN_HEIGHT_M,
};

/** Side of the map's frame, in metres: room for a campus, and the map can pan that far. */
export const MAP_FRAME_M = 3_000;

export type SandboxNotice =
  | { kind: 'placed' | 'moved' | 'selected' | 'picked' | 'carried'; index: number }
  | {
      kind:
        | 'removed'
        | 'cleared'
        | 'cursor'
        | 'crossing'
        | 'duplicate'
        | 'nothingToPick'
        | 'mapFailed'
        | 'mapFailedKept';
    }
  | { kind: 'relocated'; place: string };

export type SandboxState = {
  frame: Frame;
  points: readonly PlanPoint[];
  cursor: PlanPoint;
  /** The point the next placement moves instead of adding one (the alternative to dragging). */
  selected: number | null;
  /** What the last action did, for the live region; null when nothing is to be said. */
  notice: SandboxNotice | null;
};

export type SandboxAction =
  | { type: 'place'; at: PlanPoint }
  | { type: 'placeAtCursor' }
  | { type: 'moveCursor'; dx: number; dy: number }
  | { type: 'pickAtCursor' }
  | { type: 'drag'; index: number; to: PlanPoint }
  | { type: 'drop'; index: number }
  | { type: 'select'; index: number }
  | { type: 'removeLast' }
  | { type: 'clear' }
  /**
   * The same ground in the other kind of frame (the map taking over from the plan, or the plan
   * back after the map failed): points shift by `shift`.
   */
  | { type: 'reframe'; frame: Frame; shift: PlanPoint }
  /**
   * The map failed: the zone goes back to the plan, kept where the map still showed the
   * plan's ground (`over`, the map's frame over the plan) and every corner fits on it.
   */
  | { type: 'mapFailed'; over: { frame: Frame; shift: PlanPoint } }
  /** Another place, found by an address search: the zone starts again at the frame's centre. */
  | { type: 'relocate'; frame: Frame; place: string };

/** True when the closed outline through these points crosses itself (Turf's kinks). */
export type CrossingCheck = (points: readonly PlanPoint[]) => boolean;

/** Cursor step of an arrow key, in metres; Shift gives the fine step. */
export const CURSOR_STEP_M = 10;
export const FINE_STEP_M = 1;

/** How far from the cursor Space still finds a point to pick up, in metres (under one cursor step). */
export const PICK_RADIUS_M = 8;

/** An empty zone in `frame`, the cursor at its centre. */
export function sandboxIn(frame: Frame): SandboxState {
  return { frame, points: [], cursor: [frame.width / 2, frame.height / 2], selected: null, notice: null };
}

export const initialSandbox: SandboxState = sandboxIn(PLAN_FRAME);

/** Rounds to whole metres and keeps the point inside the frame. */
export function inFrame(frame: Frame, [x, y]: PlanPoint): PlanPoint {
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));
  return [clamp(x, frame.width), clamp(y, frame.height)];
}

const same = (a: PlanPoint, b: PlanPoint) => a[0] === b[0] && a[1] === b[1];

/** The index of the point nearest `at` within `radius` metres, or -1. */
function nearest(points: readonly PlanPoint[], at: PlanPoint, radius: number): number {
  let found = -1;
  let best = radius;
  points.forEach(([x, y], index) => {
    const distance = Math.hypot(x - at[0], y - at[1]);
    if (distance <= best) [found, best] = [index, distance];
  });
  return found;
}

/** Selects point `index` for a keyboard move: the cursor jumps onto it, so the arrows carry it from there. */
function pick(state: SandboxState, index: number): SandboxState {
  return { ...state, selected: index, cursor: state.points[index]!, notice: { kind: 'picked', index } };
}

/** Puts `at` in place of point `index`, or refuses when it lands on another point or crosses the outline. */
function movePoint(state: SandboxState, index: number, at: PlanPoint, crosses: CrossingCheck) {
  const points = state.points.map((p, i) => (i === index ? at : p));
  if (state.points.some((p, i) => i !== index && same(p, at)))
    return { ok: false as const, kind: 'duplicate' as const };
  if (crosses(points)) return { ok: false as const, kind: 'crossing' as const };
  return { ok: true as const, points };
}

function place(state: SandboxState, raw: PlanPoint, crosses: CrossingCheck): SandboxState {
  const at = inFrame(state.frame, raw);
  if (state.selected !== null) {
    const index = state.selected;
    const moved = movePoint(state, index, at, crosses);
    if (!moved.ok) return { ...state, notice: { kind: moved.kind } };
    return { ...state, points: moved.points, selected: null, notice: { kind: 'moved', index } };
  }
  if (state.points.some((p) => same(p, at))) return { ...state, notice: { kind: 'duplicate' } };
  const points = [...state.points, at];
  if (crosses(points)) return { ...state, notice: { kind: 'crossing' } };
  return { ...state, points, notice: { kind: 'placed', index: points.length - 1 } };
}

/** The sandbox's one state machine, shared by pointer, buttons and keyboard. */
export function reduceSandbox(
  state: SandboxState,
  action: SandboxAction,
  crosses: CrossingCheck,
): SandboxState {
  switch (action.type) {
    case 'place':
      return place(state, action.at, crosses);
    case 'placeAtCursor': {
      // Enter on a point picks it up, as a click on a point selects it, rather than refusing a duplicate.
      const under = state.points.findIndex((p) => same(p, state.cursor));
      if (state.selected === null && under >= 0) return pick(state, under);
      return place(state, state.cursor, crosses);
    }
    case 'pickAtCursor': {
      // Space toggles: it drops a carried point where the cursor is, or picks up the nearest one.
      if (state.selected !== null) return place(state, state.cursor, crosses);
      const index = nearest(state.points, state.cursor, PICK_RADIUS_M);
      if (index < 0) return { ...state, notice: { kind: 'nothingToPick' } };
      return pick(state, index);
    }
    case 'moveCursor': {
      const cursor = inFrame(state.frame, [state.cursor[0] + action.dx, state.cursor[1] + action.dy]);
      if (state.selected === null) return { ...state, cursor, notice: { kind: 'cursor' } };
      // A carried point follows the cursor; where it would cross the outline it waits at its last valid place.
      const index = state.selected;
      const moved = movePoint(state, index, cursor, crosses);
      if (!moved.ok) return { ...state, cursor, notice: { kind: moved.kind } };
      return { ...state, cursor, points: moved.points, notice: { kind: 'carried', index } };
    }
    case 'drag': {
      // A drag that would cross the outline keeps the point where it last was valid, and says why.
      const moved = movePoint(state, action.index, inFrame(state.frame, action.to), crosses);
      if (!moved.ok) return { ...state, notice: { kind: moved.kind } };
      return { ...state, points: moved.points, notice: null };
    }
    case 'drop':
      if (state.notice?.kind === 'crossing' || state.notice?.kind === 'duplicate')
        return { ...state, selected: null };
      return { ...state, selected: null, notice: { kind: 'moved', index: action.index } };
    case 'select': {
      const at = state.points[action.index];
      if (!at) return state;
      if (state.selected === action.index) return { ...state, selected: null, notice: null };
      // The cursor follows the selection, so the arrow keys carry on from a point picked by pointer.
      return {
        ...state,
        selected: action.index,
        cursor: at,
        notice: { kind: 'selected', index: action.index },
      };
    }
    case 'removeLast':
      if (state.points.length === 0) return state;
      return { ...state, points: state.points.slice(0, -1), selected: null, notice: { kind: 'removed' } };
    case 'clear':
      return { ...state, points: [], selected: null, notice: { kind: 'cleared' } };
    case 'reframe': {
      // Only between kinds: a late or repeated reframe must not move the zone again.
      if (action.frame.kind === state.frame.kind) return state;
      const [dx, dy] = action.shift;
      const shifted = (p: PlanPoint) => inFrame(action.frame, [p[0] + dx, p[1] + dy]);
      return {
        ...state,
        frame: action.frame,
        points: state.points.map(shifted),
        cursor: shifted(state.cursor),
      };
    }
    case 'mapFailed': {
      if (state.frame.kind !== 'map') return state;
      const { frame, shift } = action.over;
      const [dx, dy] = shift;
      const samePlace = state.frame.origin.every((v, i) => v === frame.origin[i]);
      const fits = state.points.every(
        ([x, y]) => x >= dx && y >= dy && x - dx <= PLAN_FRAME.width && y - dy <= PLAN_FRAME.height,
      );
      if (!samePlace || !fits) return { ...sandboxIn(PLAN_FRAME), notice: { kind: 'mapFailed' } };
      const back = { type: 'reframe', frame: PLAN_FRAME, shift: [-dx, -dy] } as const;
      return { ...reduceSandbox(state, back, crosses), notice: { kind: 'mapFailedKept' } };
    }
    case 'relocate':
      return {
        ...sandboxIn(action.frame),
        notice: { kind: 'relocated', place: action.place },
      };
  }
}

/** The action of a key pressed on the drawing surface, or null when the key is not the sandbox's. */
export function keyToAction(key: string, shiftKey: boolean): SandboxAction | null {
  const step = shiftKey ? FINE_STEP_M : CURSOR_STEP_M;
  switch (key) {
    case 'ArrowLeft':
      return { type: 'moveCursor', dx: -step, dy: 0 };
    case 'ArrowRight':
      return { type: 'moveCursor', dx: step, dy: 0 };
    case 'ArrowUp':
      return { type: 'moveCursor', dx: 0, dy: -step };
    case 'ArrowDown':
      return { type: 'moveCursor', dx: 0, dy: step };
    case 'Enter':
      return { type: 'placeAtCursor' };
    case ' ':
      return { type: 'pickAtCursor' };
    case 'Backspace':
      return { type: 'removeLast' };
    case 'Escape':
      return { type: 'clear' };
    default:
      return null;
  }
}
