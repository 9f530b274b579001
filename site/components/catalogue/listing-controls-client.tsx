'use client';

import type { CategorySort } from '@shop/commerce/catalogue';
import type { FacetValue, ListingFacets, ListingFilters } from '@shop/commerce/catalogue-listing';
import { Button } from '@shop/ui/button';
import { LazySideSheet, preloadSideSheet } from '@shop/ui/lazy-side-sheet';
import { useRouter } from 'next/navigation';
import { type ReactNode, Suspense, useEffect, useId, useOptimistic, useState, useTransition } from 'react';
import { listingHref } from '@/lib/listing/query.ts';
import * as styles from './listing-controls.css.ts';
import { ListingMemory } from './listing-memory-client.tsx';

interface State {
  filters: ListingFilters;
  sort: CategorySort;
}

export interface ListingControlsProps extends State {
  /** The listing's path without query (`/shop/c/dresses`, `/shop/s`). */
  path: string;
  /** Search term, kept in the URL of search listings. */
  q?: string;
  facets: ListingFacets;
  sortOptions: { value: CategorySort; label: string }[];
  /** How many products the current filters match (the sheet's "Show N results"). */
  total: number;
  children: ReactNode;
}

export const showResultsLabel = (total: number) => `Show ${total} ${total === 1 ? 'result' : 'results'}`;

type ListKey = 'sizes' | 'colours' | 'priceBands';

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/**
 * What a filter or sort change carries over to the listing the server renders for it. That listing is another cached
 * page (its query is folded into its path: lib/cache/folded-query.ts), so Next.js mounts its controls afresh; this keeps
 * the sheet open and the focus on the control the shopper used, as on one page. Browser only (set by a change, taken
 * by the next mount within a few seconds, for the same listing only).
 */
interface Carried {
  path: string;
  at: number;
  sheetOpen: boolean;
  /** The `data-control` of the focused control, and whether it was the sheet's copy or the side panel's. */
  focus: { control: string; inSheet: boolean } | null;
}
let carried: Carried | null = null;
const CARRY_MS = 15_000;

function carriedFor(path: string): Carried | null {
  return carried && carried.path === path && Date.now() - carried.at < CARRY_MS ? carried : null;
}

function focusedControl(): Carried['focus'] {
  const active = document.activeElement;
  const control = active instanceof HTMLElement ? active.closest<HTMLElement>('[data-control]') : null;
  if (!control?.dataset.control) return null;
  return { control: control.dataset.control, inSheet: control.closest('[role="dialog"]') !== null };
}

/** Focuses the control once it is on the page (the sheet's copy renders a frame or two after the listing). */
function restoreFocus(focus: NonNullable<Carried['focus']>, attempts = 10): void {
  const match = [...document.querySelectorAll<HTMLElement>('[data-control]')].find(
    (element) =>
      element.dataset.control === focus.control && (element.closest('[role="dialog"]') !== null) === focus.inSheet,
  );
  if (match) match.focus({ preventScroll: true });
  else if (attempts > 0) requestAnimationFrame(() => restoreFocus(focus, attempts - 1));
}

/**
 * Facets and sorting for a server-rendered listing. A change updates the URL with `router.replace` inside a
 * transition: the ticked box and the sort show at once (optimistic), the server renders the new page behind it, and
 * the results dim until it arrives. No full reload, and the address is always shareable.
 */
export function ListingControls({ path, q, facets, sortOptions, total, children, ...initial }: ListingControlsProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [sheetOpen, setSheetOpen] = useState(() => carriedFor(path)?.sheetOpen ?? false);
  const [sheetWanted, setSheetWanted] = useState(() => carriedFor(path)?.sheetOpen ?? false);
  const [state, setState] = useOptimistic<State>(initial);
  const statusId = useId();
  const filterButtonId = useId();

  useEffect(() => {
    const carry = carriedFor(path);
    carried = null;
    if (carry?.focus) restoreFocus(carry.focus);
  }, [path]);
  // Focus goes back to "Filter" when the sheet closes. The sheet restores it itself when it opened from that button;
  // one reopened after a change (carried over, above) opened with nothing to go back to.
  const closeSheet = (open: boolean) => {
    setSheetOpen(open);
    if (!open) requestAnimationFrame(() => document.getElementById(filterButtonId)?.focus({ preventScroll: true }));
  };
  // The change's listing came without a new mount (nothing to carry over to): forget it.
  useEffect(() => {
    if (!pending) carried = null;
  }, [pending]);

  const apply = (next: State) => {
    carried = { path, at: Date.now(), sheetOpen, focus: focusedControl() };
    startTransition(() => {
      setState(next);
      router.replace(listingHref(path, { ...next, page: 1, q }), { scroll: false });
    });
  };
  const toggleList = (key: ListKey, value: string) =>
    apply({ ...state, filters: { ...state.filters, [key]: toggle(state.filters[key], value) } });

  const selected: { label: string; remove: () => void }[] = [
    ...state.filters.sizes.map((v) => ({ label: `Size ${v}`, remove: () => toggleList('sizes', v) })),
    ...state.filters.colours.map((v) => ({ label: v, remove: () => toggleList('colours', v) })),
    ...state.filters.priceBands.map((v) => ({
      label: facets.price.find((f) => f.value === v)?.label ?? v,
      remove: () => toggleList('priceBands', v),
    })),
    ...(state.filters.minRating !== null
      ? [
          {
            label: `${state.filters.minRating} stars and up`,
            remove: () => apply({ ...state, filters: { ...state.filters, minRating: null } }),
          },
        ]
      : []),
    ...(state.filters.onSale
      ? [{ label: 'On sale', remove: () => apply({ ...state, filters: { ...state.filters, onSale: false } }) }]
      : []),
  ];

  const facetPanel = (
    <div className={styles.filters}>
      <FacetGroup
        title="Size"
        name="size"
        values={facets.size}
        isChecked={(v) => state.filters.sizes.includes(v)}
        onToggle={(v) => toggleList('sizes', v)}
      />
      <FacetGroup
        title="Colour"
        name="colour"
        values={facets.colour}
        isChecked={(v) => state.filters.colours.includes(v)}
        onToggle={(v) => toggleList('colours', v)}
      />
      <FacetGroup
        title="Price"
        name="price"
        values={facets.price}
        isChecked={(v) => state.filters.priceBands.includes(v)}
        onToggle={(v) => toggleList('priceBands', v)}
      />
      <FacetGroup
        title="Rating"
        name="rating"
        values={facets.rating}
        isChecked={(v) => String(state.filters.minRating) === v}
        onToggle={(v) =>
          apply({
            ...state,
            filters: { ...state.filters, minRating: String(state.filters.minRating) === v ? null : Number(v) },
          })
        }
      />
      <FacetGroup
        title="Offers"
        name="sale"
        values={[{ ...facets.onSale, selected: state.filters.onSale }]}
        isChecked={() => state.filters.onSale}
        onToggle={() => apply({ ...state, filters: { ...state.filters, onSale: !state.filters.onSale } })}
      />
    </div>
  );

  return (
    <div className={styles.layout}>
      <aside aria-label="Filters">
        {/* Small screens: the filters open in a sheet (its code loads on first use), whose "Show N results" closes it (focus returns here). */}
        <div className={styles.filtersToggle}>
          <Button
            id={filterButtonId}
            type="button"
            variant="secondary"
            fullWidth
            aria-haspopup="dialog"
            onPointerEnter={preloadSideSheet}
            onFocus={preloadSideSheet}
            onClick={() => {
              setSheetWanted(true);
              setSheetOpen(true);
            }}
          >
            Filter{selected.length ? ` (${selected.length})` : ''}
          </Button>
        </div>
        {sheetWanted ? (
          <Suspense fallback={null}>
            <LazySideSheet
              isOpen={sheetOpen}
              onOpenChange={closeSheet}
              title="Filter"
              placement="left"
              footer={
                <Button type="button" fullWidth size="large" disabled={pending} onClick={() => closeSheet(false)}>
                  {pending ? 'Updating results…' : showResultsLabel(total)}
                </Button>
              }
            >
              {facetPanel}
            </LazySideSheet>
          </Suspense>
        ) : null}
        <div className={styles.desktopOnly}>{facetPanel}</div>
      </aside>
      <div>
        <div className={styles.toolbar}>
          <ul className={styles.chips} aria-label="Applied filters">
            {selected.map((chip) => (
              <li key={chip.label}>
                <button type="button" className={styles.chip} onClick={chip.remove}>
                  {chip.label} <span aria-hidden="true">×</span>
                  <span className="visually-hidden">, remove filter</span>
                </button>
              </li>
            ))}
            {selected.length > 1 ? (
              <li>
                <button
                  type="button"
                  className={styles.clear}
                  onClick={() =>
                    apply({
                      ...state,
                      filters: { sizes: [], colours: [], priceBands: [], minRating: null, onSale: false },
                    })
                  }
                >
                  Clear all
                </button>
              </li>
            ) : null}
          </ul>
          <label className={styles.sortLabel}>
            Sort by
            <select
              className={styles.select}
              data-control="sort"
              value={state.sort}
              onChange={(event) => apply({ ...state, sort: event.target.value as CategorySort })}
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p id={statusId} className={styles.status} role="status">
          {pending ? 'Updating products…' : ''}
        </p>
        <div className={styles.results} aria-busy={pending} aria-describedby={statusId}>
          {children}
        </div>
      </div>
      <ListingMemory />
    </div>
  );
}

function FacetGroup({
  title,
  name,
  values,
  isChecked,
  onToggle,
}: {
  title: string;
  /** The query key the group sets, naming its controls (`data-control`). */
  name: string;
  values: FacetValue[];
  isChecked: (value: string) => boolean;
  onToggle: (value: string) => void;
}) {
  if (!values.length) return null;
  return (
    <details className={styles.group} open>
      <summary className={styles.groupSummary}>{title}</summary>
      <ul className={styles.options} aria-label={title}>
        {values.map((value) => {
          const checked = isChecked(value.value);
          const disabled = value.count === 0 && !checked;
          return (
            <li key={value.value}>
              <label className={styles.option} data-disabled={disabled}>
                <input
                  type="checkbox"
                  data-control={`${name}:${value.value}`}
                  className={styles.checkbox}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(value.value)}
                />
                <span>{value.label}</span>
                <span className={styles.optionCount}>
                  ({value.count}
                  <span className="visually-hidden"> products</span>)
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
