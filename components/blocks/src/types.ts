// The shapes every block shares: what the renderer hands a block, and how a block definition is written.

import type { SchemaTypeDefinition } from '@sanity/types';
import type { BrandCode } from '@shop/brands/brands';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { BlockCatalogue } from './catalogue.ts';

/** Where the blocks are rendered: the brand, the CMS document they belong to, and (in preview) click-to-edit. */
export interface BlockContext {
  brand: BrandCode;
  documentId: string;
  documentType: string;
  /** The catalogue reads product and category blocks render from (cached by the site; see catalogue.ts). */
  catalogue: BlockCatalogue;
  /** Studio preview passes a `createDataAttribute`-based function; published pages leave it out. */
  dataAttribute?: (path: string) => string | undefined;
  /** True when the page has no h1 of its own: the first block's heading becomes the page heading (h1). */
  pageHeading?: boolean;
  /** Where a block left out of the page is reported (the site's structured logger); default: the console. */
  report?: BlockReport;
}

/** A block left out of the page, and why. */
export interface SkippedBlock {
  reason: string;
  brand: BrandCode;
  documentId: string;
  documentType: string;
  /** Its place in the document's block array, its `_type` and `_key` (null when missing). */
  index: number | null;
  type: string | null;
  key: string | null;
  /** What its component threw, when it failed while rendering. */
  error?: unknown;
}

export type BlockReport = (level: 'warn' | 'error', skipped: SkippedBlock) => void;

/** `data-sanity` value for the block's root (no field) or one of its fields, or undefined outside preview. */
export type EditAttribute = (field?: string) => string | undefined;

/** Every block's data carries its array key and type. */
export interface BlockBase {
  _key: string;
  _type: string;
}

export interface BlockProps<T extends BlockBase> {
  block: T;
  context: BlockContext;
  edit: EditAttribute;
  /** 1 when this block opens a page that has no h1 of its own (see `BlockContext.pageHeading`), else 2. */
  headingLevel: 1 | 2;
}

/** What the renderer works out for each block before it renders. */
export interface BlockPlacement {
  edit: EditAttribute;
  headingLevel: 1 | 2;
}

/** A block's server component: async, so it can read commerce data before it renders. */
export type BlockComponent<T extends BlockBase> = (props: BlockProps<T>) => Promise<ReactNode>;

export interface BlockDefinition<T extends BlockBase> {
  /** The Sanity object type (`defineType({ type: 'object', name, … })`). */
  schema: SchemaTypeDefinition;
  /** The GROQ projection body for this type, e.g. `heading, subheading, "image": image{…}`. */
  projection: string;
  /** Validates the projected data; a block that fails is skipped by the renderer with a warning. */
  data: z.ZodType<T>;
  Component: BlockComponent<T>;
}

/** Outcome of preparing one block's raw data: ready to render, or the reason it is skipped. */
export type PreparedBlock = { ok: true; render: () => Promise<ReactNode> } | { ok: false; reason: string };

/** A block's validation bound to its component, its data type erased: what a renderer looks blocks up as. */
export interface PreparableBlock {
  prepare(raw: unknown, context: BlockContext, placement: BlockPlacement): PreparedBlock;
}

/** A registered block with its data type erased. */
export interface AnyRegisteredBlock extends PreparableBlock {
  schema: SchemaTypeDefinition;
  projection: string;
}

export interface RegisteredBlock<T extends BlockBase> extends BlockDefinition<T>, AnyRegisteredBlock {
  /** Validates raw data and binds it to the component, keeping `T` inside (no casts at the registry). */
  prepare(raw: unknown, context: BlockContext, placement: BlockPlacement): PreparedBlock;
}
