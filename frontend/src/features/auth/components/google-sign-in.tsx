import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { useGetAuthConfigQuery, useGoogleSignInMutation } from '@/features/auth/api/auth-api';
import { loadGoogleIdentity, type GoogleCredentialResponse } from '@/features/auth/utils/google-identity';

export const GOOGLE_SCRIPT_ERROR = 'No se pudo cargar la autenticación de Google';
const BUTTON_WIDTH = 320;

/** 'Sign in with Google', shown only when the server has a Google client id (GET /auth/config). */
export function GoogleSignIn() {
  const { data } = useGetAuthConfigQuery();
  const clientId = data?.googleClientId;
  if (!clientId) return null;
  return (
    <>
      <p className="login-card__divider">o continúa con</p>
      <GoogleButton clientId={clientId} />
    </>
  );
}

function GoogleButton({ clientId }: { clientId: string }) {
  const [googleSignIn] = useGoogleSignInMutation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  // The auth slice keeps the session or the error message of POST /auth/google.
  const handleCredential = useEffectEvent((response: GoogleCredentialResponse) => {
    if (response.credential) void googleSignIn(response.credential);
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (identity) => {
        const container = containerRef.current;
        if (!active || !container) return;
        identity.initialize({
          client_id: clientId,
          callback: (response) => handleCredential(response),
          ux_mode: 'popup',
          context: 'signin',
        });
        identity.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'left',
          width: Math.min(BUTTON_WIDTH, container.clientWidth || BUTTON_WIDTH),
          locale: 'es-419',
        });
      },
      () => {
        if (active) setLoadFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [clientId]);

  return (
    <div className="google-sign-in">
      <div
        ref={containerRef}
        className={`google-sign-in__button${loadFailed ? ' google-sign-in__button--failed' : ''}`}
      />
      {loadFailed && (
        <p className="form-message form-message--error" role="alert">
          {GOOGLE_SCRIPT_ERROR}
        </p>
      )}
    </div>
  );
}
