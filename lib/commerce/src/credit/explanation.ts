/**
 * The words that go with a brand's representative example where its credit is explained: the credit explanation page
 * as seeded (studio/seed) and the site's fallback for a brand with no such page composed (its brandCreditExplanation
 * document, site/app/[brand]/credit-explained). One definition, so the two never drift apart. The example itself is
 * always worked out from the brand's credit terms (terms.ts), never written here.
 */
export function creditExampleCopy(creditBrandName: string): { heading: string; text: string } {
  return {
    heading: `Spread the cost with ${creditBrandName}`,
    text: 'Your account, your pace: pay the minimum or clear your balance whenever you like.',
  };
}
