import { ChatIcon } from '@/components/ui/icons';
import { whatsappUrl } from '@/utils/contact';

import './whatsapp-button.css';

/** Floating help button: opens a WhatsApp chat with the support number and a prefilled message. */
export function WhatsAppButton() {
  // A landmark of its own: the button floats over every page, outside header, main and footer.
  return (
    <aside aria-label="Ayuda">
      <a
        className="help-button"
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
