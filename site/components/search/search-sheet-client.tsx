'use client';
// The search sheet behind the header field, loaded on first use: recent searches with delete, and from the third
// character suggested terms and up to five products, all reachable with the arrow keys (react-aria Autocomplete).
import { formatPence } from '@shop/ui/format';
import { SideSheet } from '@shop/ui/side-sheet';
import { Autocomplete, Header, Input, Menu, MenuItem, MenuSection, SearchField } from 'react-aria-components';
import useSWR from 'swr';
import { fetcher } from '@/lib/client/fetcher.ts';
import { useDebouncedValue } from './debounce.ts';
import * as styles from './search-box.css.ts';
import { MAX_QUERY, searchHref } from './search-href.ts';
import { useSearchHistory } from './use-search-history.ts';

/** Spec §9: suggestions start at the third character. */
export const SUGGEST_MIN_CHARS = 3;

interface Suggestions {
  terms: string[];
  products: { productId: string; name: string; productBrand: string; price: number; imageUrl: string }[];
}

export interface SearchSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  /** Search for a term (typed, suggested or recent). */
  onSearch: (term: string) => void;
  /** Open a suggested product. */
  onProduct: (productId: string) => void;
  brandName: string;
  placeholder: string;
}

export function SearchSheet({
  isOpen,
  onOpenChange,
  query,
  onQueryChange,
  onSearch,
  onProduct,
  brandName,
  placeholder,
}: SearchSheetProps) {
  const history = useSearchHistory();
  const debounced = useDebouncedValue(query.trim(), 120);
  const key = debounced.length >= SUGGEST_MIN_CHARS ? `/api/search-suggest?q=${encodeURIComponent(debounced)}` : null;
  const { data } = useSWR<Suggestions>(key, fetcher, { keepPreviousData: true });
  const showSuggestions = query.trim().length >= SUGGEST_MIN_CHARS;
  const suggestions = showSuggestions ? data : undefined;

  return (
    <SideSheet isOpen={isOpen} onOpenChange={onOpenChange} title={`Search ${brandName}`} placement="right">
      <Autocomplete inputValue={query} onInputChange={(value) => onQueryChange(value.slice(0, MAX_QUERY))}>
        <SearchField
          aria-label={`Search ${brandName}`}
          className={styles.field}
          autoFocus
          onSubmit={(value) => onSearch(value)}
        >
          <Input className={styles.input} placeholder={placeholder} enterKeyHint="search" />
        </SearchField>
        {showSuggestions ? (
          <Menu
            className={styles.menu}
            aria-label="Search suggestions"
            onAction={(id) => {
              const value = String(id);
              if (value.startsWith('term:')) onSearch(value.slice(5));
              else if (value.startsWith('product:')) onProduct(value.slice(8));
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
                      <span className={styles.productMeta}>{formatPence(product.price)}</span>
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
                    onSearch(term);
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
  );
}
