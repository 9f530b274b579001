// A recording double of the card gateway port for completion tests: it authorises once per merchant reference, as
// the sandbox gateway does (its HTTP contract has its own tests), can decline, and runs `during` while "at the bank".
import type { Authorisation, AuthoriseInput, CardGateway } from '../payments/gateway.ts';

export class RecordingGateway implements Partial<CardGateway> {
  authorisations = new Map<string, Authorisation>();
  calls = 0;
  reversals: string[] = [];
  declineWith: string | null = null;
  /** Runs while the authorisation is "at the bank" (tests change the bag here). */
  during: (() => Promise<void>) | null = null;

  async authorise(input: AuthoriseInput): Promise<Authorisation> {
    this.calls++;
    const known = this.authorisations.get(input.reference);
    if (known) return known;
    if (this.during) await this.during();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const authorisation: Authorisation = {
      id: `auth-${this.authorisations.size + 1}`,
      reference: input.reference,
      status: this.declineWith ? 'DECLINED' : 'AUTHORIZED',
      reason: this.declineWith,
      amountPence: input.amountPence,
      card: {
        bin: '400000',
        maskedPan: '400000XXXXXX2701',
        panSuffix: '2701',
        cardType: '001',
        expiryMonth: 1,
        expiryYear: 2029,
      },
      instrumentId: null,
      reversed: false,
    };
    this.authorisations.set(input.reference, authorisation);
    return authorisation;
  }
  async findAuthorisation(reference: string) {
    return this.authorisations.get(reference) ?? null;
  }
  async reverse(id: string) {
    this.reversals.push(id);
    for (const a of this.authorisations.values()) if (a.id === id) a.reversed = true;
    return { status: 'REVERSED' as const };
  }
  /** Authorisations that took money and were not given back. */
  outstanding(): Authorisation[] {
    return [...this.authorisations.values()].filter((a) => a.status === 'AUTHORIZED' && !a.reversed);
  }
}
