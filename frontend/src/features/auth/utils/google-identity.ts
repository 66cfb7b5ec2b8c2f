// Google Identity Services (the "Sign in with Google" button), loaded only when the login page needs it.
// The server's Content-Security-Policy must allow https://accounts.google.com/gsi/ (script, frame, connect, style).

export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export type GoogleCredentialResponse = { credential?: string; select_by?: string };

/** The part of `google.accounts.id` the shop uses. */
export type GoogleAccountsId = {
  initialize: (config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
    cancel_on_tap_outside?: boolean;
  }) => void;
  renderButton: (
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill' | 'circle' | 'square';
      logo_alignment?: 'left' | 'center';
      width?: number;
      locale?: string;
    },
  ) => void;
  cancel?: () => void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let pending: Promise<GoogleAccountsId> | null = null;

/** Adds the Google script once and resolves with `google.accounts.id`; rejects when the script cannot load. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;

  pending = new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT_URL;
    script.async = true;
    script.addEventListener('load', () => {
      const loaded = window.google?.accounts?.id;
      if (loaded) resolve(loaded);
      else reject(new Error('Google Identity Services did not initialise'));
    });
    script.addEventListener('error', () => {
      // Let a later visit to the login page try again.
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    });
    document.head.appendChild(script);
  }).finally(() => {
    pending = null;
  });
  return pending;
}
