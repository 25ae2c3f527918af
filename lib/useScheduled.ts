import { useCallback, useEffect, useRef } from 'react';

/** Work started later, and what cancels it. */
export type Schedule = () => () => void;

/**
 * A component's one piece of deferred work (a timer, a frame): scheduling again replaces what is
 * still waiting, and leaving the page cancels it, so nothing runs for a component that is gone.
 */
export function useScheduled(): (schedule: Schedule) => void {
  const cancel = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);
  return useCallback((schedule: Schedule) => {
    cancel.current?.();
    cancel.current = schedule();
  }, []);
}

/** `task` after `ms` milliseconds, as a schedule for `useScheduled`. */
export function afterDelay(task: () => void, ms: number): Schedule {
  return () => {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  };
}
