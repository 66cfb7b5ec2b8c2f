import type { RefObject } from 'react';

import { ChatIcon } from '@/components/ui/icons';
import { useOnScreen } from '@/hooks/use-on-screen';
import { whatsappUrl } from '@/utils/contact';

import './whatsapp-button.css';

type WhatsAppButtonProps = {
  /**
   * The page footer. It has its own WhatsApp link, so where the button floats over the page's content (below wide
   * screens) it steps aside while the footer is on screen and never covers the footer's controls.
   */
  footer?: RefObject<HTMLElement | null>;
};

/** Floating help button: opens a WhatsApp chat with the support number and a prefilled message. */
export function WhatsAppButton({ footer }: WhatsAppButtonProps) {
  const footerOnScreen = useOnScreen(footer);
  // A landmark of its own: the button floats over every page, outside header, main and footer.
  return (
    <aside aria-label="Ayuda">
      <a
        className={`help-button${footerOnScreen ? ' help-button--footer-on-screen' : ''}`}
        href={whatsappUrl()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="¿Necesitas ayuda? Escríbenos por WhatsApp (se abre en una pestaña nueva)"
      >
        <ChatIcon size={26} />
        <span className="help-button__label" aria-hidden="true">
          ¿Necesitas ayuda?
        </span>
      </a>
    </aside>
  );
}
