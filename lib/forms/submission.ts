/** What a submitted form shows: idle → loading → success, or error (button back). */
export type SubmissionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'error'; failure: 'conflict' | 'error' };

export type SubmissionEvent = { type: 'start' } | { type: 'succeed' } | { type: 'fail'; conflict: boolean };

export const initialSubmission: SubmissionState = { status: 'idle' };

/** The transitions; a start while loading or after success is ignored (no double submit). */
export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'start':
      return state.status === 'loading' || state.status === 'success' ? state : { status: 'loading' };
    case 'succeed':
      return state.status === 'loading' ? { status: 'success' } : state;
    case 'fail':
      return state.status === 'loading'
        ? { status: 'error', failure: event.conflict ? 'conflict' : 'error' }
        : state;
  }
}
