import { useCallback, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { CloseIcon } from '@/components/ui/icons';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useEscapeKey } from '@/hooks/use-escape-key';

import { useFocusTrap } from './use-focus-trap';

import './admin-ui.css';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** The control to focus on open; defaults to the first one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False while an action is in flight: Escape, the backdrop and the close button then do nothing. */
  dismissible?: boolean;
};

/**
 * A modal dialog: rendered over the page, focus kept inside while open and returned on close, Escape and the
 * backdrop close it, the page behind does not scroll.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  initialFocus,
  dismissible = true,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    if (dismissible) onClose();
  }, [dismissible, onClose]);

  useFocusTrap(panel, true, initialFocus);
  useEscapeKey(true, close);
  useBodyScrollLock(true);

  return createPortal(
    <div className="admin-modal">
      <div className="admin-modal__backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        className={`admin-modal__panel admin-modal__panel--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
      >
        <header className="admin-modal__header">
          <h2 id={titleId} className="admin-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button admin-modal__close"
            aria-label="Cerrar"
            onClick={close}
            disabled={!dismissible}
          >
            <CloseIcon size={20} />
          </button>
        </header>
        <div id={bodyId} className="admin-modal__body">
          {children}
        </div>
        {footer && <footer className="admin-modal__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
