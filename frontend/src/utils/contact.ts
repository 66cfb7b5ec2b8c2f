import { SUPPORT_PHONE_DIGITS, WHATSAPP_HELP_MESSAGE } from '@/config/constants';

/** wa.me link to the support number with a prefilled message. */
export function whatsappUrl(message: string = WHATSAPP_HELP_MESSAGE): string {
  return `https://wa.me/${SUPPORT_PHONE_DIGITS}?text=${encodeURIComponent(message)}`;
}

export const supportPhoneHref = `tel:+${SUPPORT_PHONE_DIGITS}`;
