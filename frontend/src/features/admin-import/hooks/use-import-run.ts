import { useEffect, useMemo } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { StartImportArgs } from '@/features/admin-import/api/import-api';
import {
  cancelImportRun,
  lookupStatus,
  reconnectImportRun,
  showImportResult,
  startImportRun,
} from '@/features/admin-import/import-run-commands';
import { startImportRunListeners } from '@/features/admin-import/import-run-listeners';
import { importRunActions, selectImportRun } from '@/features/admin-import/import-run-slice';

/**
 * The import run of the screen (the importRun slice) and what the screen can ask of it. While mounted, the screen's
 * listeners follow the run; leaving the screen closes the live connection and forgets the run (the import itself goes
 * on in the server, and the page offers it again when opened).
 */
export function useImportRun() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectImportRun);

  useEffect(() => {
    dispatch(importRunActions.reset());
    const stopListeners = startImportRunListeners(dispatch);
    return () => {
      stopListeners();
      dispatch(importRunActions.reset());
    };
  }, [dispatch]);

  const actions = useMemo(
    () => ({
      start: (args: Omit<StartImportArgs, 'sessionId'>) => dispatch(startImportRun(args)),
      reconnect: (sessionId: string) => dispatch(reconnectImportRun(sessionId)),
      showResult: (sessionId: string) => dispatch(showImportResult(sessionId)),
      cancel: () => dispatch(cancelImportRun()),
      /** Back to an empty screen (a new import); a running one goes on in the server. */
      reset: () => dispatch(importRunActions.reset()),
      lookupStatus: (sessionId: string) => lookupStatus(dispatch, sessionId),
    }),
    [dispatch],
  );

  return { state, actions };
}
