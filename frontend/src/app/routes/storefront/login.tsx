import { Navigate, useSearchParams } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { PageTitle } from '@/components/ui/page-title';
import { selectIsSignedIn } from '@/features/auth/auth-slice';
import { ForgotPasswordLink } from '@/features/auth/components/forgot-password-link';
import { GoogleSignIn } from '@/features/auth/components/google-sign-in';
import { LoginForm } from '@/features/auth/components/login-form';
import { useGoogleRedirectLanding } from '@/features/auth/hooks/use-google-redirect-landing';
import { safeReturnUrl } from '@/utils/return-url';

import './login.css';

/** /login: sign-in and register; once a session exists the visitor goes to the (same-site) returnUrl. */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  useGoogleRedirectLanding();

  if (isSignedIn) return <Navigate to={safeReturnUrl(searchParams.get('returnUrl'))} replace />;

  return (
    <div className="login-page">
      <PageTitle page="Iniciar sesión" />
      <LoginForm
        footer={
          <>
            <ForgotPasswordLink />
            <GoogleSignIn />
          </>
        }
      />
    </div>
  );
}
