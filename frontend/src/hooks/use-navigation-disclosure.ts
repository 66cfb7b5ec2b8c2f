import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state for menus and drawers that must close whenever the user navigates. The state remembers the
 * location it was opened on, so any navigation closes it without an effect.
 */
export function useNavigationDisclosure() {
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === key;

  const open = useCallback(() => setOpenedAt(key), [key]);
  const close = useCallback(() => setOpenedAt(null), []);
  const toggle = useCallback(() => setOpenedAt((current) => (current === key ? null : key)), [key]);

  return { isOpen, open, close, toggle };
}
