import { useCallback, useEffect, useRef } from 'react';

import { useEscapeKey } from '@/hooks/use-escape-key';
import { useNavigationDisclosure } from '@/hooks/use-navigation-disclosure';

type PopoverOptions = {
  /** Elements outside the root that still count as inside, e.g. a sheet rendered elsewhere ('[data-panel]'). */
  insideSelector?: string;
};

/**
 * A menu or panel opened by a trigger button: it closes on navigation, on a press outside `rootRef` (and outside
 * `insideSelector`), and on Escape, which also gives the focus back to `triggerRef`.
 */
export function usePopover({ insideSelector }: PopoverOptions = {}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { isOpen, toggle, close } = useNavigationDisclosure();

  const closeAndFocus = useCallback(() => {
    close();
    triggerRef.current?.focus();
  }, [close]);
  useEscapeKey(isOpen, closeAndFocus);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: MouseEvent) => {
      const { target } = event;
      if (!(target instanceof Node) || rootRef.current?.contains(target)) return;
      if (insideSelector && target instanceof Element && target.closest(insideSelector)) return;
      close();
    };
    document.addEventListener('mousedown', handlePointerDown);
    return () => document.removeEventListener('mousedown', handlePointerDown);
  }, [isOpen, close, insideSelector]);

  return { isOpen, toggle, close, closeAndFocus, rootRef, triggerRef };
}
