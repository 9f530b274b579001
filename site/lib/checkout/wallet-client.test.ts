import { describe, expect, it } from 'vitest';
import { emptyBilling } from './billing.ts';
import {
  appleBillingAddress,
  appleNetworkToken,
  applePayRequest,
  googleBillingAddress,
  googleNetworkToken,
  googlePaymentRequest,
  googleReadyRequest,
  initialWallets,
  isGoogleCancel,
  type WalletMerchant,
  walletAmount,
  walletsReducer,
} from './wallet-client.ts';

const merchant: WalletMerchant = {
  accountTradingTitle: 'DAL',
  merchantIdentifier: 'merchant.uk.co.shop.dal',
  gateway: 'sandbox',
  gatewayMerchantId: 'uk-co-shop-dal',
  displayName: 'Dalby',
  countryCode: 'GB',
  currencyCode: 'GBP',
  supportedNetworks: ['visa', 'masterCard', 'maestro'],
  merchantCapabilities: ['supports3DS'],
  allowedCardNetworks: ['VISA', 'MASTERCARD', 'MAESTRO'],
  allowedAuthMethods: ['CRYPTOGRAM_3DS'],
  walletsOffered: true,
};

describe('wallet flags (spec §4: loaded, ready, supported per wallet)', () => {
  it('a wallet loads, then its check makes it ready and says whether it is supported; the other is untouched', () => {
    const loaded = walletsReducer(initialWallets, { type: 'loaded', wallet: 'APay' });
    expect(loaded.APay).toEqual({ loaded: true, ready: false, supported: false });
    const ready = walletsReducer(loaded, { type: 'ready', wallet: 'APay', supported: true });
    expect(ready.APay).toEqual({ loaded: true, ready: true, supported: true });
    expect(ready.GPay).toEqual({ loaded: false, ready: false, supported: false });
    const refused = walletsReducer(ready, { type: 'ready', wallet: 'GPay', supported: false });
    expect(refused.GPay).toEqual({ loaded: true, ready: true, supported: false });
  });

  it('an unavailable wallet has all three flags false, whatever it had before', () => {
    const ready = walletsReducer(initialWallets, { type: 'ready', wallet: 'GPay', supported: true });
    const gone = walletsReducer(ready, { type: 'unavailable', wallet: 'GPay' });
    expect(gone.GPay).toEqual({ loaded: false, ready: false, supported: false });
  });
});

describe('payment requests', () => {
  it('amounts are pounds with two decimals from integer pence', () => {
    expect(walletAmount(12345)).toBe('123.45');
    expect(walletAmount(5)).toBe('0.05');
    expect(walletAmount(100)).toBe('1.00');
  });

  it('Apple Pay asks for the total, GB, GBP, the networks of the trading title and the billing contact', () => {
    expect(applePayRequest(merchant, 4999)).toEqual({
      countryCode: 'GB',
      currencyCode: 'GBP',
      supportedNetworks: ['visa', 'masterCard', 'maestro'],
      merchantCapabilities: ['supports3DS'],
      requiredBillingContactFields: ['postalAddress', 'name'],
      total: { label: 'Dalby', type: 'final', amount: '49.99' },
    });
  });

  it('Google Pay names the gateway, its merchant id and the full billing address in the payment request, not in isReadyToPay', () => {
    const request = googlePaymentRequest(merchant, 4999);
    expect(request.allowedPaymentMethods[0]?.parameters).toMatchObject({
      billingAddressRequired: true,
      billingAddressParameters: { format: 'FULL' },
    });
    expect(request.allowedPaymentMethods[0]?.tokenizationSpecification).toEqual({
      type: 'PAYMENT_GATEWAY',
      parameters: { gateway: 'sandbox', gatewayMerchantId: 'uk-co-shop-dal' },
    });
    expect(request.transactionInfo).toEqual({
      totalPriceStatus: 'FINAL',
      totalPrice: '49.99',
      currencyCode: 'GBP',
      countryCode: 'GB',
    });
    const ready = googleReadyRequest(merchant);
    expect(ready.apiVersion).toBe(2);
    expect(ready.allowedPaymentMethods[0]).toEqual({
      type: 'CARD',
      parameters: { allowedAuthMethods: ['CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'MASTERCARD', 'MAESTRO'] },
    });
  });
});

describe('billing contacts out of the wallets’ answers (spec §3 billing address)', () => {
  it('Apple Pay: the billing contact’s name, lines, town, county and postcode; a US state stays a state', () => {
    const payment = {
      billingContact: {
        givenName: ' Sam ',
        familyName: 'Walker',
        addressLines: ['7 Harbour View', 'Flat 2', 'Old Town'],
        locality: 'Whitby',
        administrativeArea: 'North Yorkshire',
        postalCode: 'YO21 1AA',
        countryCode: 'gb',
      },
    };
    expect(appleBillingAddress(payment)).toEqual({
      cardHoldersName: 'Sam Walker',
      line1: '7 Harbour View',
      line2: 'Flat 2, Old Town',
      city: 'Whitby',
      county: 'North Yorkshire',
      state: '',
      country: 'GB',
      postalcode: 'YO21 1AA',
    });
    const us = { billingContact: { ...payment.billingContact, administrativeArea: 'NY', countryCode: 'US' } };
    expect(appleBillingAddress(us)).toMatchObject({ county: '', state: 'NY', country: 'US' });
  });

  it('Google Pay: info.billingAddress in the FULL format', () => {
    const paymentData = {
      paymentMethodData: {
        info: {
          billingAddress: {
            name: 'Sam Walker',
            address1: '350 Fifth Avenue',
            address2: 'Floor 2',
            address3: '',
            locality: 'New York',
            administrativeArea: 'NY',
            postalCode: '10118',
            countryCode: 'US',
          },
        },
      },
    };
    expect(googleBillingAddress(paymentData)).toEqual({
      cardHoldersName: 'Sam Walker',
      line1: '350 Fifth Avenue',
      line2: 'Floor 2',
      city: 'New York',
      county: '',
      state: 'NY',
      country: 'US',
      postalcode: '10118',
    });
  });

  it('no contact, or not an object: none (the server keeps none); odd field types are dropped, not sent', () => {
    expect(appleBillingAddress({ token: {} })).toBeNull();
    expect(appleBillingAddress({ billingContact: 'x' })).toBeNull();
    expect(googleBillingAddress({ paymentMethodData: { info: {} } })).toBeNull();
    expect(googleBillingAddress(null)).toBeNull();
    expect(appleBillingAddress({ billingContact: { givenName: 1, addressLines: 'x' } })).toEqual({
      ...emptyBilling,
      country: '',
    });
  });
});

describe('network tokens out of the wallets’ answers', () => {
  const networkToken = { wallet: 'GOOGLE_PAY', token: 'NTK-1', cryptogram: 'AbC=', eci: '05' };

  it('Google Pay: the gateway token is a JSON string; only token, cryptogram and ECI are kept', () => {
    const paymentData = { paymentMethodData: { tokenizationData: { token: JSON.stringify(networkToken) } } };
    expect(googleNetworkToken(paymentData)).toEqual({ token: 'NTK-1', cryptogram: 'AbC=', eci: '05' });
  });

  it('Apple Pay: the network token inside paymentData', () => {
    const payment = { token: { paymentData: { networkToken: { ...networkToken, wallet: 'APPLE_PAY' } } } };
    expect(appleNetworkToken(payment)).toEqual({ token: 'NTK-1', cryptogram: 'AbC=', eci: '05' });
  });

  it('anything else is not a token', () => {
    expect(googleNetworkToken({ paymentMethodData: { tokenizationData: { token: 'not json' } } })).toBeNull();
    expect(googleNetworkToken({ paymentMethodData: { tokenizationData: { token: '{"token":"x"}' } } })).toBeNull();
    expect(googleNetworkToken(null)).toBeNull();
    expect(
      appleNetworkToken({ token: { paymentData: { networkToken: { token: '', cryptogram: 'a', eci: '05' } } } }),
    ).toBeNull();
    expect(
      appleNetworkToken({ token: { paymentData: { networkToken: { token: 1, cryptogram: 'a', eci: '05' } } } }),
    ).toBeNull();
  });

  it('a closed Google Pay sheet is a cancel, not a failure', () => {
    expect(isGoogleCancel({ statusCode: 'CANCELED' })).toBe(true);
    expect(isGoogleCancel({ statusCode: 'DEVELOPER_ERROR' })).toBe(false);
    expect(isGoogleCancel(new Error('x'))).toBe(false);
  });
});
