// The only module allowed to import the raw react-redux hooks (see no-restricted-imports in eslint.config.mjs).
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector } from 'react-redux';

import type { AppDispatch, RootState } from '@/app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
