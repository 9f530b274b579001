'use client';

import { SideSheet } from '@shop/ui/side-sheet';
import { useRouter } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { Autocomplete, Header, Input, Menu, MenuItem, MenuSection, SearchField } from 'react-aria-components';
import useSWR from 'swr';
import { fetcher } from '@/lib/client/fetcher.ts';
import { useDebouncedValue } from './debounce.ts';
import * as styles from './search-box.css.ts';
import { useSearchHistory } from './use-search-history.ts';

/** Spec §9: suggestions start at the third character. */
export const SUGGEST_MIN_CHARS = 3;
const MAX_QUERY = 200;

interface Suggestions {
  terms: string[];
  products: { productId: string; name: string; productBrand: string; price: number; imageUrl: string }[];
}

export interface SearchBoxClassNames {
  search: string;
  form: string;
  input: string;
  button: string;
}

function searchHref(term: string): string {
  return `/shop/s?q=${encodeURIComponent(term.trim().slice(0, MAX_QUERY))}`;
}

const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

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
  const [query, setQuery] = useState('');
  const headerInput = useRef<HTMLInputElement>(null);
  const history = useSearchHistory();
  const debounced = useDebouncedValue(query.trim(), 120);
  const key = debounced.length >= SUGGEST_MIN_CHARS ? `/api/search-suggest?q=${encodeURIComponent(debounced)}` : null;
  const { data } = useSWR<Suggestions>(key, fetcher, { keepPreviousData: true });
  const showSuggestions = query.trim().length >= SUGGEST_MIN_CHARS;
  const suggestions = showSuggestions ? data : undefined;

  const go = (term: string) => {
    const clean = term.trim();
    if (!clean) return;
    setOpen(false);
    router.push(searchHref(clean));
  };

  const openSheet = (initial: string) => {
    setQuery(initial);
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
          onClick={(event) => openSheet(event.currentTarget.value)}
          onKeyDown={onHeaderKeyDown}
          onChange={(event) => openSheet(event.currentTarget.value)}
        />
        <button type="submit" className={classNames.button} aria-label="Search">
          <SearchIcon />
        </button>
      </form>
      <SideSheet
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (headerInput.current) headerInput.current.value = query;
        }}
        title={`Search ${brandName}`}
        placement="right"
      >
        <Autocomplete inputValue={query} onInputChange={(value) => setQuery(value.slice(0, MAX_QUERY))}>
          <SearchField
            aria-label={`Search ${brandName}`}
            className={styles.field}
            autoFocus
            onSubmit={(value) => go(value)}
          >
            <Input className={styles.input} placeholder={placeholder} enterKeyHint="search" />
          </SearchField>
          {showSuggestions ? (
            <Menu
              className={styles.menu}
              aria-label="Search suggestions"
              onAction={(id) => {
                const value = String(id);
                if (value.startsWith('term:')) go(value.slice(5));
                else if (value.startsWith('product:')) {
                  setOpen(false);
                  router.push(`/shop/p/${value.slice(8)}`);
                }
              }}
              renderEmptyState={() => (
                <p className={styles.empty}>{data ? 'No suggestions – press Enter to search.' : 'Searching…'}</p>
              )}
            >
              {suggestions?.terms.length ? (
                <MenuSection className={styles.section}>
                  <Header className={styles.sectionTitle}>Suggestions</Header>
                  {suggestions.terms.map((term) => (
                    <MenuItem key={term} id={`term:${term}`} textValue={term} className={styles.item}>
                      {term}
                    </MenuItem>
                  ))}
                </MenuSection>
              ) : null}
              {suggestions?.products.length ? (
                <MenuSection className={styles.section}>
                  <Header className={styles.sectionTitle}>Products</Header>
                  {suggestions.products.map((product) => (
                    <MenuItem
                      key={product.productId}
                      id={`product:${product.productId}`}
                      textValue={product.name}
                      className={`${styles.item} ${styles.productItem}`}
                    >
                      <img src={product.imageUrl} alt="" width={48} height={64} className={styles.thumb} />
                      <span className={styles.productText}>
                        <span>{product.name}</span>
                        <span className={styles.productMeta}>{price.format(product.price / 100)}</span>
                      </span>
                    </MenuItem>
                  ))}
                </MenuSection>
              ) : null}
            </Menu>
          ) : null}
        </Autocomplete>
        {!showSuggestions && history.terms.length ? (
          <section aria-labelledby="recent-searches" className={styles.history}>
            <h3 id="recent-searches" className={styles.sectionTitle}>
              Recent searches
            </h3>
            <ul className={styles.historyList}>
              {history.terms.map((term) => (
                <li key={term} className={styles.historyItem}>
                  <a
                    href={searchHref(term)}
                    className={styles.historyLink}
                    onClick={(event) => {
                      event.preventDefault();
                      go(term);
                    }}
                  >
                    {term}
                  </a>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remove ${term} from recent searches`}
                    onClick={() => void history.remove(term)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {!showSuggestions && query.trim().length > 0 ? (
          <p className={styles.hint}>Keep typing to see suggestions.</p>
        ) : null}
      </SideSheet>
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
