import { useEffect, useRef } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { garageMergedIntoAccount, garageSourceChanged, selectLocalVehicles } from '@/features/garage/garage-slice';

/**
 * Keeps 'Mi garaje' in step with the session (the app layer passes whether a customer is signed in): on sign-in the
 * guest's vehicles go to the account and the account's list is used; on sign-out the browser's list is used again.
 */
export function useGarageSync(customerSignedIn: boolean) {
  const dispatch = useAppDispatch();
  const previous = useRef<boolean | null>(null);

  useEffect(() => {
    const wasSignedIn = previous.current;
    previous.current = customerSignedIn;
    dispatch(garageSourceChanged(customerSignedIn ? 'account' : 'local'));
    if (!customerSignedIn) return;
    const hasGuestVehicles = dispatch((_dispatch, getState) => selectLocalVehicles(getState()).length > 0);
    // A fresh sign-in fetches the account's vehicles (the merge answers with them); a restored session only hands
    // over vehicles a guest left in this browser. A failed merge keeps them here for the next visit.
    if (wasSignedIn === false || hasGuestVehicles) void dispatch(garageMergedIntoAccount());
  }, [customerSignedIn, dispatch]);
}
