'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { MAX_QUERY, searchHref } from './search-href.ts';

const loadSheet = () => import('./search-sheet-client.tsx');
const SearchSheet = lazy(() => loadSheet().then((module) => ({ default: module.SearchSheet })));
const preloadSheet = () => {
  loadSheet().catch(() => undefined); // a failed preload is retried by the lazy component on open
};

export interface SearchBoxClassNames {
  search: string;
  form: string;
  input: string;
  button: string;
}

/**
 * The header search. Without JavaScript it is a plain GET form to /shop/s. With it, clicking or typing in the field
 * opens the search sheet (full screen on small screens): recent searches with delete, and from the third character
 * suggested terms and up to five products, all reachable with the arrow keys (react-aria Autocomplete).
 */
export function SearchBox({
  placeholder,
  brandName,
  classNames,
}: {
  placeholder: string;
  brandName: string;
  classNames: SearchBoxClassNames;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // The sheet's code loads on the first open (or as soon as the field is pointed at or focused), not with the page.
  const [wanted, setWanted] = useState(false);
  const [query, setQuery] = useState('');
  const headerInput = useRef<HTMLInputElement>(null);

  const go = (term: string) => {
    const clean = term.trim();
    if (!clean) return;
    setOpen(false);
    router.push(searchHref(clean));
  };

  const openSheet = (initial: string) => {
    setQuery(initial);
    setWanted(true);
    setOpen(true);
  };

  const onHeaderKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openSheet(event.currentTarget.value);
    }
  };

  return (
    <search className={classNames.search}>
      <form
        action="/shop/s"
        method="get"
        className={classNames.form}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          go(headerInput.current?.value ?? '');
        }}
      >
        <label htmlFor="site-search" className="visually-hidden">
          Search {brandName}
        </label>
        <input
          ref={headerInput}
          id="site-search"
          name="q"
          type="search"
          className={classNames.input}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_QUERY}
          onPointerEnter={preloadSheet}
          onFocus={preloadSheet}
          onClick={(event) => openSheet(event.currentTarget.value)}
          onKeyDown={onHeaderKeyDown}
          onChange={(event) => openSheet(event.currentTarget.value)}
        />
        <button type="submit" className={classNames.button} aria-label="Search">
          <SearchIcon />
        </button>
      </form>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchSheet
            isOpen={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (headerInput.current) headerInput.current.value = query;
            }}
            query={query}
            onQueryChange={setQuery}
            onSearch={go}
            onProduct={(productId) => {
              setOpen(false);
              router.push(`/shop/p/${productId}`);
            }}
            brandName={brandName}
            placeholder={placeholder}
          />
        </Suspense>
      ) : null}
    </search>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
