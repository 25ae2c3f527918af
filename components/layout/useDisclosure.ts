'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

/**
 * Open/closed state of a disclosure (burger menu, sub-menu): a button toggles it,
 * Escape closes it and returns focus to the button, a press outside the button
 * and its panel closes it, and so does following a link in the panel (its onClick).
 * `button` is what the toggle button spreads: its ref, type, aria-expanded and aria-controls
 * (the panel's id) and onClick.
 */
export function useDisclosure<Panel extends HTMLElement>(panelId: string) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  const toggle = useCallback(() => setOpen((o) => !o), []);

  // The innermost open disclosure takes Escape; outer ones then see defaultPrevented.
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    },
    [open],
  );

  // A null relatedTarget is a click on something unfocusable: the outside press handles that.
  const onBlur = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next && !buttonRef.current?.contains(next) && !panelRef.current?.contains(next)) setOpen(false);
  }, []);

  // Following a link (a page or an in-page anchor) is done with the disclosure.
  const onClick = useCallback((event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!buttonRef.current?.contains(target) && !panelRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  /** The props of the button that shows and hides the panel. */
  const button = {
    ref: buttonRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: toggle,
  } as const;
  return { open, button, onKeyDown, onBlur, onClick, panelRef };
}
