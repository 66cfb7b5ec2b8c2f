import { useRef, type RefObject } from 'react';

import { ChatIcon } from '@/components/ui/icons';
import { useCoversControl } from '@/hooks/use-covers-control';
import { useIdle } from '@/hooks/use-idle';
import { useOnScreen } from '@/hooks/use-on-screen';
import { useShopSettings } from '@/lib/shop-settings-api';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';

import './whatsapp-button.css';

type WhatsAppButtonProps = {
  /**
   * The page footer. It has its own WhatsApp link, so where the button floats over the page's content (below wide
   * screens) it steps aside while the footer is on screen and never covers the footer's controls.
   */
  footer?: RefObject<HTMLElement | null>;
};

/**
 * Floating help button: opens a WhatsApp chat with the support number and a prefilled message. It steps aside
 * (fades out) while it would cover one of the page's controls, and on narrow windows while the footer is on screen.
 */
export function WhatsAppButton({ footer }: WhatsAppButtonProps) {
  const { whatsappDigits } = useShopSettings();
  // Not part of the page's content (the server's markup has none): it joins once the page has started, out of
  // the start-up's tasks (issue 22).
  const started = useIdle();
  // No number until the shop's settings are known: a chat with nobody helps no one.
  return whatsappDigits && started ? <HelpButton footer={footer} whatsappDigits={whatsappDigits} /> : null;
}

function HelpButton({ footer, whatsappDigits }: WhatsAppButtonProps & { whatsappDigits: string }) {
  const button = useRef<HTMLAnchorElement>(null);
  const footerOnScreen = useOnScreen(footer);
  // Where it floats over the content (narrow windows), it must not sit on a field, a button or a link.
  const overControl = useCoversControl(button);
  const classes = ['help-button'];
  if (footerOnScreen) classes.push('help-button--footer-on-screen');
  if (overControl) classes.push('help-button--over-control');
  // A landmark of its own: the button floats over every page, outside header, main and footer.
  return (
    <aside aria-label="Ayuda">
      <WhatsAppLink
        ref={button}
        className={classes.join(' ')}
        digits={whatsappDigits}
        aria-label="¿Necesitas ayuda? Escríbenos por WhatsApp (se abre en una pestaña nueva)"
      >
        <ChatIcon size={26} />
        <span className="help-button__label" aria-hidden="true">
          ¿Necesitas ayuda?
        </span>
      </WhatsAppLink>
    </aside>
  );
}
