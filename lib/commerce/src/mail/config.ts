// Mail settings from the environment (see .env.example): where the provider is, its server token, and the address
// the shop sends from.

import type { MailSender } from './mail.ts';
import { postmarkMailSender } from './postmark.ts';

export const DEFAULT_MAIL_API_URL = 'http://127.0.0.1:3200';
export const DEFAULT_MAIL_SERVER_TOKEN = 'shop-local-mail-token';
export const DEFAULT_MAIL_FROM_ADDRESS = 'no-reply@shop.example.com';

export function mailSenderFromEnv(env: NodeJS.ProcessEnv = process.env): MailSender {
  return postmarkMailSender({
    baseUrl: env.MAIL_API_URL || DEFAULT_MAIL_API_URL,
    serverToken: env.MAIL_SERVER_TOKEN?.split(',')[0]?.trim() || DEFAULT_MAIL_SERVER_TOKEN,
  });
}

/** The sender of a brand's mail: its name over the shop's sending address, e.g. `Dalby <no-reply@…>`. */
export function mailFrom(brandName: string, env: NodeJS.ProcessEnv = process.env): string {
  const name = brandName.replace(/["<>\r\n]/g, '').trim();
  return `${name} <${env.MAIL_FROM_ADDRESS || DEFAULT_MAIL_FROM_ADDRESS}>`;
}
