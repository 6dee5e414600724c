import { useLocation } from 'react-router-dom';

/** Tests only: the address with its query, as the member would read it in the address bar. */
export function AddressProbe() {
  const location = useLocation();
  return <div data-testid="address">{location.pathname + location.search}</div>;
}
