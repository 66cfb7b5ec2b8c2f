import { WHATSAPP_HELP_MESSAGE } from '@/config/constants';

/** wa.me link to the shop's WhatsApp number (digits with the country code) with a prefilled message. */
export function whatsappUrl(digits: string, message: string = WHATSAPP_HELP_MESSAGE): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** tel: link to a number written as digits with the country code. */
export const phoneHref = (digits: string) => `tel:+${digits}`;
