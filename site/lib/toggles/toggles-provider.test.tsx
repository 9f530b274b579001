// @vitest-environment jsdom

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { InMemoryStorageProvider } from 'unleash-proxy-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackToggles } from './fallback.ts';
import { type ToggleName, toggles } from './names.ts';
import type { FrontendToggle } from './toggle-set.ts';
import { TogglesProvider, useToggle, useToggles, useVariant } from './toggles-provider.tsx';

const KEY = 'browser-key';

// When each Unleash client was created: the SDK is only loaded and started when the first refresh is due. A client
// reads the storage the provider gives it (a new in-memory one each time) as it is constructed: the first read of each
// storage marks one.
const created: number[] = [];
function recordClients(): void {
  const read = InMemoryStorageProvider.prototype.get;
  const seen = new WeakSet<InMemoryStorageProvider>();
  vi.spyOn(InMemoryStorageProvider.prototype, 'get').mockImplementation(function (
    this: InMemoryStorageProvider,
    name: string,
  ) {
    if (!seen.has(this)) {
      seen.add(this);
      created.push(Date.now());
    }
    return read.call(this, name);
  });
}

const toggle = (name: string, variant: FrontendToggle['variant'] = { name: 'disabled', enabled: false }) => ({
  name,
  enabled: true,
  variant,
  impressionData: false,
});

let server: Server;
let url: string;
let requests: URL[];
let refused: number;
let behaviour: (req: IncomingMessage, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://proxy.test');
    if (req.method === 'POST') {
      req.resume();
      res.writeHead(202).end();
      return;
    }
    if (req.headers.authorization !== KEY) {
      refused += 1;
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_client_key"}');
      return;
    }
    requests.push(requestUrl);
    behaviour(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/proxy`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  refused = 0;
  created.length = 0;
  recordClients();
  behaviour = (_req, res) => {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ toggles: [toggle(toggles.googlePay)] }));
  };
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Probe({ name }: { name: ToggleName }) {
  return <p data-testid={name}>{useToggle(name) ? 'on' : 'off'}</p>;
}

function Variant({ name }: { name: ToggleName }) {
  return <p data-testid={`variant-${name}`}>{useVariant(name).name}</p>;
}

function Source() {
  return <p data-testid="source">{useToggles().source}</p>;
}

const bootstrap = [toggle(toggles.applePay), toggle(toggles.stickyAddToBag, { name: 'sticky', enabled: true })];

describe('TogglesProvider', () => {
  it('renders from the bootstrap without a request', async () => {
    render(
      <TogglesProvider bootstrap={bootstrap} url={url} clientKey={KEY}>
        <Probe name={toggles.applePay} />
        <Probe name={toggles.googlePay} />
        <Variant name={toggles.stickyAddToBag} />
      </TogglesProvider>,
    );
    expect(screen.getByTestId('apple-pay').textContent).toBe('on');
    expect(screen.getByTestId('google-pay').textContent).toBe('off');
    expect(screen.getByTestId('variant-sticky-add-to-bag').textContent).toBe('sticky');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(requests).toHaveLength(0);
  });

  it('loads the SDK only when the first refresh is due, not with the page', async () => {
    const mounted = Date.now();
    render(
      <TogglesProvider bootstrap={bootstrap} url={url} clientKey={KEY} refreshInterval={0.3}>
        <Probe name={toggles.googlePay} />
      </TogglesProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(created).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('google-pay').textContent).toBe('on'), { timeout: 3000 });
    expect(created).toHaveLength(1);
    expect(created[0]! - mounted).toBeGreaterThanOrEqual(290);
    expect(requests).toHaveLength(1);
  });

  it('refreshes from the proxy every refreshInterval seconds, with the userId', async () => {
    render(
      <TogglesProvider bootstrap={bootstrap} url={url} clientKey={KEY} userId="customer-9" refreshInterval={0.1}>
        <Probe name={toggles.applePay} />
        <Probe name={toggles.googlePay} />
      </TogglesProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('google-pay').textContent).toBe('on'), { timeout: 3000 });
    expect(screen.getByTestId('apple-pay').textContent).toBe('off');
    expect(requests[0]?.searchParams.get('userId')).toBe('customer-9');
  });

  it('keeps the bootstrap when the proxy fails', async () => {
    behaviour = (_req, res) => {
      res.writeHead(500).end();
    };
    render(
      <TogglesProvider bootstrap={bootstrap} url={url} clientKey={KEY} refreshInterval={0.1}>
        <Probe name={toggles.applePay} />
      </TogglesProvider>,
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(0), { timeout: 3000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByTestId('apple-pay').textContent).toBe('on');
  });

  it('keeps the bootstrap when the key is refused', async () => {
    render(
      <TogglesProvider
        bootstrap={fallbackToggles}
        bootstrapSource="fallback"
        url={url}
        clientKey="wrong"
        refreshInterval={0.1}
      >
        <Probe name={toggles.deliverySubscription} />
        <Source />
      </TogglesProvider>,
    );
    // The SDK asked the proxy and was refused; its answer must not replace the bootstrap.
    await waitFor(() => expect(refused).toBeGreaterThan(0), { timeout: 3000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByTestId('delivery-subscription').textContent).toBe('on');
    expect(screen.getByTestId('source').textContent).toBe('fallback');
  });

  it('adopts a new bootstrap from the server', () => {
    const { rerender } = render(
      <TogglesProvider bootstrap={bootstrap} url={url} clientKey={KEY}>
        <Probe name={toggles.googlePay} />
      </TogglesProvider>,
    );
    expect(screen.getByTestId('google-pay').textContent).toBe('off');
    rerender(
      <TogglesProvider bootstrap={[toggle(toggles.googlePay)]} url={url} clientKey={KEY}>
        <Probe name={toggles.googlePay} />
      </TogglesProvider>,
    );
    expect(screen.getByTestId('google-pay').textContent).toBe('on');
  });

  it('reads the fallback list outside a provider', () => {
    render(
      <>
        <Probe name={toggles.deliverySubscription} />
        <Probe name={toggles.applePay} />
      </>,
    );
    expect(screen.getByTestId('delivery-subscription').textContent).toBe('on');
    expect(screen.getByTestId('apple-pay').textContent).toBe('off');
  });
});
