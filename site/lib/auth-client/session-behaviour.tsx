'use client';
// Mounted once in the layout: acts on the session rules of spec §4 on every page (query flags, "remember me"
// re-sign-in, the multi-window sign-out, the session re-check on route change when a bag exists, and the customer
// and credit details fetched once after sign-in).
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { COUNT_KEY, SAVED_ITEMS_KEY } from '@/lib/bag/client-api.ts';
import { markSigningOut, signInUrl, signOutTo } from '@/lib/client/fetcher.ts';
import { browserStorage } from '@/lib/client/storage.ts';
import { clearShopperData, hasCart, mergeAfterSignIn } from './after-sign-in.ts';
import { readClientCookie, writeClientCookie } from './cookies.ts';
import {
  afterSignInPath,
  decideOnLoad,
  FLAG_JUST_LOGGED_IN,
  FLAG_JUST_LOGGED_OUT,
  SIGNED_OUT_PATH,
  withoutFlags,
} from './flags.ts';
import { useCreditDetails, useCustomer, useSession } from './use-session.ts';
import { HEARTBEAT_MS, WindowTracker } from './windows.ts';

const here = () => `${window.location.pathname}${window.location.search}`;
const signOutUrl = (path: string) => `/api/sign-out?redirectTo=${encodeURIComponent(path)}`;

export function SessionBehaviour({ siteId }: { siteId: string }) {
  const { profile, isLoading, refresh } = useSession();
  const customer = useCustomer(Boolean(profile));
  useCreditDetails(customer.data);
  const pathname = usePathname();
  const { mutate } = useSWRConfig();
  const acted = useRef(false);
  const [checked, setChecked] = useState(false);

  // Once per page load, when the profile is known.
  useEffect(() => {
    if (isLoading || acted.current) return;
    acted.current = true;
    const { pathname: path, search, hash } = window.location;
    const params = new URLSearchParams(search);
    const tracker = new WindowTracker(browserStorage('local'), browserStorage('session'));

    if (params.has(FLAG_JUST_LOGGED_OUT)) {
      tracker.clear();
      clearShopperData();
      markSigningOut();
      window.location.replace(SIGNED_OUT_PATH);
      return;
    }
    const action = decideOnLoad({
      profile,
      rememberMeCookie: readClientCookie('rememberMe'),
      rtExpiresAtCookie: readClientCookie('RTExpiresAt'),
      search,
      now: Date.now(),
    });
    if (action.kind === 'sign-in') return window.location.assign(signInUrl(here()));
    if (action.kind === 'sign-out') {
      tracker.clear();
      clearShopperData();
      return signOutTo(signOutUrl(withoutFlags(path, search, hash)));
    }
    if (action.kind === 'strip')
      window.history.replaceState(window.history.state, '', withoutFlags(path, search, hash));
    if (!profile) return;

    const justSignedIn = params.has(FLAG_JUST_LOGGED_IN);
    if (!profile.claims.rememberMe && tracker.allWindowsWereClosed(justSignedIn)) {
      tracker.clear();
      clearShopperData();
      return signOutTo(signOutUrl(withoutFlags(path, search, hash)));
    }
    if (justSignedIn) {
      browserStorage('local').removeItem('justLoggedIn');
      // The header count, the bag and saved items loaded before the merge show the guest's: load them again.
      const merged = mergeAfterSignIn(siteId).then(() =>
        mutate(
          (key) =>
            typeof key === 'string' &&
            (key.startsWith(COUNT_KEY) || key.startsWith('/api/shop/bag?') || key === SAVED_ITEMS_KEY),
        ),
      );
      const next = afterSignInPath(path, search, hash);
      // Leaving the page (make-a-payment → payment) waits for the merges: the next page has no flag to run them again.
      if (next.split('?')[0] !== path) void merged.finally(() => window.location.replace(next));
      else window.history.replaceState(window.history.state, '', next);
    }
    setChecked(true);
  }, [isLoading, profile, siteId, mutate]);

  // Without "remember me", this window's heartbeat (after the load checks above, which read the others').
  const tracksWindows = checked && Boolean(profile) && profile?.claims.rememberMe === false;
  useEffect(() => {
    if (!tracksWindows) return;
    const tracker = new WindowTracker(browserStorage('local'), browserStorage('session'));
    tracker.beat();
    const timer = window.setInterval(() => tracker.beat(), HEARTBEAT_MS);
    const closing = () => tracker.closing();
    window.addEventListener('pagehide', closing);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', closing);
    };
  }, [tracksWindows]);

  // Loyalty opt-in mirrored to its cookie (spec §3) once the customer details arrive.
  useEffect(() => {
    if (customer.data) writeClientCookie('loyaltyOptedIn', String(customer.data.loyaltyOptIn === 'OPTED_IN'), 86_400);
  }, [customer.data]);

  // The session is re-checked on route change when a bag exists.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (hasCart()) void refresh();
  }, [pathname, refresh]);

  return null;
}
