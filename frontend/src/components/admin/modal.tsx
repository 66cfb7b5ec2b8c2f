import { useCallback, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { CloseButton } from '@/components/ui/close-button';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useFocusTrap } from '@/hooks/use-focus-trap';

import './admin-ui.css';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A line under the title, e.g. a date. */
  subtitle?: ReactNode;
  /** Next to the close button, e.g. a status badge. */
  headerExtra?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Extra class of the panel, for a feature's own width. */
  className?: string;
  /** The control to focus on open ('close' for the close button); defaults to the first one. */
  initialFocus?: RefObject<HTMLElement | null> | 'close';
  /** Whether the content is the dialog's accessible description (short confirmations); false for long details. */
  describeByContent?: boolean;
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
  subtitle,
  headerExtra,
  closeLabel = 'Cerrar',
  footer,
  role = 'dialog',
  size = 'md',
  className,
  initialFocus,
  describeByContent = true,
  dismissible = true,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    if (dismissible) onClose();
  }, [dismissible, onClose]);

  useFocusTrap(panel, true, initialFocus === 'close' ? closeButton : initialFocus);
  useEscapeKey(true, close);
  useBodyScrollLock(true);

  return createPortal(
    <div className="admin-modal">
      <div className="admin-modal__backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        className={`admin-modal__panel admin-modal__panel--${size}${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describeByContent ? bodyId : undefined}
        tabIndex={-1}
      >
        <header className="admin-modal__header">
          <div className="admin-modal__heading">
            <h2 id={titleId} className="admin-modal__title">
              {title}
            </h2>
            {subtitle && <p className="admin-modal__subtitle">{subtitle}</p>}
          </div>
          {headerExtra}
          <CloseButton
            ref={closeButton}
            className="admin-modal__close"
            label={closeLabel}
            iconSize={20}
            onClick={close}
            disabled={!dismissible}
          />
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
