import { useEffect } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { validateStoredSession } from '@/features/auth/auth-slice';

/** At start, checks the session restored from localStorage with GET /auth/me (once; see the thunk's condition). */
export function useSessionValidation() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(validateStoredSession());
  }, [dispatch]);
}
