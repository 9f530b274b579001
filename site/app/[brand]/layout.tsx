import '@shop/ui/styles/global.css';
import { themeStyle } from '@shop/brands/theme-style';
import type { Metadata, Viewport } from 'next';
import { Activity } from 'react';
import '@/components/shell/skip-link.css.ts';
import { AnalyticsShell } from '@/components/analytics/analytics-shell.tsx';
import { ManualScrollRestoration } from '@/components/app/scroll-restoration.tsx';
import { CookieConsent } from '@/components/consent/cookie-consent-client.tsx';
import { PreviewBridge } from '@/components/preview/preview-bridge.tsx';
import { Footer } from '@/components/shell/footer.tsx';
import { Header, headerNavigation } from '@/components/shell/header.tsx';
import { SessionBehaviour } from '@/lib/auth-client/session-behaviour.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { getNavCategories } from '@/lib/catalogue.ts';
import { BlocksSiteFetch } from '@/lib/client/site-fetch-provider.tsx';
import { SwrProvider } from '@/lib/client/swr-provider.tsx';
import { consentDecidedScript } from '@/lib/consent/consent.ts';
import { faviconLink } from '@/lib/content/favicon.ts';
import { getBrandShell } from '@/lib/content/settings.ts';
import { previewState } from '@/lib/preview/server.ts';
import { getToggles } from '@/lib/toggles/server.ts';
import { TogglesProvider } from '@/lib/toggles/toggles-provider.tsx';

type Props = { children: React.ReactNode; params: Promise<{ brand: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const brand = await brandFromParams(params);
  const shell = await getBrandShell(brand.code);
  return {
    title: { default: `${brand.name} | Online shopping`, template: `%s | ${brand.name}` },
    description: brand.description,
    applicationName: brand.name,
    openGraph: { siteName: brand.name, locale: 'en_GB', type: 'website' },
    // The favicon from the brand settings, else the built-in one (app/[brand]/favicon.svg); /favicon.ico redirects to
    // this same icon for browsers that ask anyway.
    icons: { icon: [faviconLink(shell.favicon)] },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function BrandLayout({ children, params }: Props) {
  const brand = await brandFromParams(params);
  // Nothing here reads the request (no cookies, no headers): the public pages under this layout are served from the
  // cache, one HTML for every visitor; what is personal (bag, sign-in, saved items, the consent choice) is decided in
  // the browser. Draft mode (an editor's preview) renders per request and reads the preview's cookies.
  const [categories, toggles, shell, preview] = await Promise.all([
    getNavCategories(brand.code),
    getToggles(),
    getBrandShell(brand.code),
    previewState(),
  ]);
  return (
    // The consent script marks <html> before hydration (suppressHydrationWarning covers that attribute, on this element only).
    <html lang="en-GB" style={themeStyle(brand.code)} data-brand={brand.code} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from constants, no input. */}
        <script dangerouslySetInnerHTML={{ __html: consentDecidedScript() }} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {/* Not over an editor's preview: the Studio frame shows the page as shoppers who chose already see it. */}
        {preview.enabled ? null : <CookieConsent copy={shell.consent} />}
        <PreviewBridge />
        <SwrProvider>
          <BlocksSiteFetch>
            <TogglesProvider bootstrap={toggles.toggles} bootstrapSource={toggles.source}>
              {/* Hydrated after the rest of the shell, a few milliseconds of work at a time (React hydrates an <Activity>'s
                  server HTML at idle priority, yielding to the browser between pieces; a tap inside one hydrates it
                  at once and is replayed). Not <Suspense>: a boundary whose content was not ready when the shell
                  was sent would reach the page late and out of place, where an <Activity>'s HTML stays inline.
                  At four times slower, TBT on a category page 561 → 503 ms, the bag 725 → 557 (bench/main-thread.ts). */}
              <Activity>
                <Header brand={brand} navigation={headerNavigation(shell.navigation, categories)} />
              </Activity>
              <main id="main" tabIndex={-1}>
                <Activity>{children}</Activity>
              </main>
              <Activity>
                <Footer brand={brand} shell={shell} />
              </Activity>
              {preview.enabled ? null : <AnalyticsShell />}
            </TogglesProvider>
          </BlocksSiteFetch>
          <ManualScrollRestoration />
          <SessionBehaviour siteId={brand.siteId} />
        </SwrProvider>
      </body>
    </html>
  );
}
