import { useContext } from 'react';
import { OutletContext } from './routerContext.ts';

/** Where a layout route renders its matching child route. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}
