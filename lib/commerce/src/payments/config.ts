// Card gateway settings from the environment (see .env.example): where the gateway is and the shop's merchant key. A
// real CyberSource-style gateway plugs in by these alone; locally they point at the sandbox's gateway.
import type { CardGateway } from './gateway.ts';
import { type HttpCardGatewayOptions, httpCardGateway } from './http.ts';

export const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:3200';
export const DEFAULT_GATEWAY_MERCHANT_KEY = 'shop-local-gateway-merchant-key';

export function cardGatewayFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Pick<HttpCardGatewayOptions, 'timeoutMs' | 'fetch'>> = {},
): CardGateway {
  return httpCardGateway({
    baseUrl: env.GATEWAY_URL || DEFAULT_GATEWAY_URL,
    merchantKey: env.GATEWAY_MERCHANT_KEY?.split(',')[0]?.trim() || DEFAULT_GATEWAY_MERCHANT_KEY,
    ...overrides,
  });
}
