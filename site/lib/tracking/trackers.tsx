'use client';
// The page-side trackers: the item view when 0.7 of the product is on screen (spec §9 observer view threshold), and
// the purchase on the order confirmation page, once per order.
import { type ReactNode, useEffect, useRef } from 'react';
import { sendTracking, trackPurchaseOnce } from './client.ts';

/** Spec §9: an item counts as viewed when this share of it is visible. */
export const VIEW_THRESHOLD = 0.7;

/** Wraps the product's main block; sends one view per page when 0.7 of it has been visible. */
export function TrackItemView({
  productId,
  className,
  children,
}: {
  productId: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let sent = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (sent || !entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= VIEW_THRESHOLD)) return;
        sent = true;
        observer.disconnect();
        void sendTracking({ event: 'view', productId });
      },
      { threshold: VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [productId]);
  return (
    <div ref={ref} className={className} data-track-view={productId}>
      {children}
    </div>
  );
}

/**
 * Renders nothing; sends the order's purchase event once (not again on reload), once the page has loaded: tracking
 * never competes with the page's own requests while it loads.
 */
export function TrackPurchase({ orderNumber }: { orderNumber: string }) {
  useEffect(() => {
    const send = () => void trackPurchaseOnce(orderNumber);
    if (document.readyState === 'complete') {
      const timer = setTimeout(send, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', send, { once: true });
    return () => window.removeEventListener('load', send);
  }, [orderNumber]);
  return null;
}
