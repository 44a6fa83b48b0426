import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './make-store';

/** The only way components read the store (raw react-redux hooks are banned by lint). */
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
