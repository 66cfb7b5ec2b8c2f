import { CHECKOUT_EMAIL_SESSION_KEY } from '@/config/constants';

// The buyer's email lives in sessionStorage while the card payment happens on the provider's site, so the success
// page can look the order up (GET /orders/guest/{id}?email=) when the browser comes back.

export function saveBuyerEmail(email: string): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_EMAIL_SESSION_KEY, email.trim());
  } catch {
    // Storage unavailable: the success page then shows the order number without the receipt.
  }
}

export function readBuyerEmail(): string | null {
  try {
    const email = window.sessionStorage.getItem(CHECKOUT_EMAIL_SESSION_KEY);
    return email && email.trim() ? email : null;
  } catch {
    return null;
  }
}
