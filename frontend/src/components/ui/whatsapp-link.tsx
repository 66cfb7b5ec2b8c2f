import type { ComponentPropsWithRef } from 'react';

import { whatsappUrl } from '@/utils/contact';

type WhatsAppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'rel'> & {
  /** The shop's WhatsApp number, digits with the country code. */
  digits: string;
  /** The prefilled message; the general help one when omitted. */
  message?: string;
};

/** A chat with the shop on WhatsApp (wa.me with a prefilled message), opened in a new tab. */
export function WhatsAppLink({ digits, message, ...props }: WhatsAppLinkProps) {
  return <a {...props} href={whatsappUrl(digits, message)} target="_blank" rel="noopener noreferrer" />;
}
