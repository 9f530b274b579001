// Intl formatters made on first use rather than when their module loads. The first formatter of a kind makes the
// browser load its ICU data (a currency, a time zone): measured on the bag and home pages, 13–15 ms each (55–60 ms at
// Lighthouse's fourfold slowdown) inside the task that evaluates the page's scripts, even where nothing is formatted.

/** A value made by `make` the first time it is asked for, then kept. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
