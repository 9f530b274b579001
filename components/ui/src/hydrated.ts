// Whether this component is running in the browser with its event handlers attached. The server's HTML shows
// controls before the page's script has hydrated them: a submit button pressed then submits its form natively (a GET
// of the page itself: a reload that drops the press), so a control whose action is JavaScript stays disabled until
// this answers true.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** False on the server and while hydrating the server's HTML; true from the render that follows hydration on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
