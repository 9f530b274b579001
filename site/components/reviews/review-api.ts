// What the review form and its opener share: the generic failure message and a tolerant reader of the platform's JSON
// answers (a body that is not JSON reads as an empty object).

export const GENERIC = 'Sorry, something went wrong. Please try again later.';

export async function answerOf(response: Response): Promise<Record<string, unknown>> {
  return ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
}
