import { useEffect, useReducer, useState } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { ImportRunController } from '@/features/admin-import/import-run-controller';
import { importReducer, initialImportState } from '@/features/admin-import/import-reducer';

/** The import run of the screen: its state, and the controller that sends, follows, cancels and reconnects it. */
export function useImportRun() {
  const appDispatch = useAppDispatch();
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const [controller] = useState(() => new ImportRunController(dispatch, appDispatch));

  useEffect(() => {
    controller.attach();
    return () => controller.detach();
  }, [controller]);

  return { state, controller };
}
