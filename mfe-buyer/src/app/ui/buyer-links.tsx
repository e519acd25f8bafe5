import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BuyerPage } from '../buyer-pages';

/**
 * Where buyer links point. Mounted at `/buyer` the router has that basename; mounted at `/` as
 * the role landing it has none, so links must carry `/buyer` themselves.
 */
const AreaPrefix = createContext('');
export const BuyerLinksProvider = AreaPrefix.Provider;

export function useBuyerNavigate(): (page: BuyerPage, state?: Record<string, unknown>) => void {
  const navigate = useNavigate();
  const prefix = useContext(AreaPrefix);
  return useCallback((page, state) => navigate(`${prefix}/${page}`, { state }), [navigate, prefix]);
}
