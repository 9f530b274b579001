// The identity provider's log: the shared redacting JSON logger (lib/runtime/src/log.ts).
import { createLogger } from '@shop/runtime/log';

export const log = createLogger('identity');
