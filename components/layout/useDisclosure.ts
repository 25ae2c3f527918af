'use client';

import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Open/closed state of a disclosure (burger menu, sub-menu): a button toggles it,
 * Escape closes it and returns focus to the button, a press outside the button
 * and its panel closes it.
 */
export function useDisclosure<Panel extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  const close = useCallback(() => setOpen(false), []);
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

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!buttonRef.current?.contains(target) && !panelRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return { open, toggle, close, onKeyDown, onBlur, buttonRef, panelRef };
}
