'use client';

// Popovers (help, share, drafts) close on a press outside them and, where given, on Escape. A
// press on their own opener button is not "outside": the button toggles them itself.
import { useEffect, type RefObject } from 'react';

export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  opener: string,
  onOutside: () => void,
  onEscape: (() => void) | null = null,
  active = true,
): void {
  useEffect(() => {
    if (!active) return;
    const onDown = (e: MouseEvent) => {
      const t = e.target as HTMLElement;
      if (ref.current && !ref.current.contains(t) && !t.closest(opener)) onOutside();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onEscape?.();
    };
    window.addEventListener('mousedown', onDown);
    if (onEscape) window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('mousedown', onDown);
      window.removeEventListener('keydown', onKey);
    };
  }, [ref, opener, onOutside, onEscape, active]);
}
