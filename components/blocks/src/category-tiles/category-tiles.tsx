import * as shared from '../block.css.ts';
import { imageSrcSet, imageUrl } from '../image.ts';
import type { BlockProps } from '../types.ts';
import * as styles from './category-tiles.css.ts';
import type { CategoryTilesBlock } from './query.ts';

/** Tiles linking to the editor's chosen categories; names and product counts come live from the catalogue. */
export async function CategoryTiles({ block, context, edit, headingLevel }: BlockProps<CategoryTilesBlock>) {
  const categories = new Map((await context.catalogue.categoryLeads(context.brand)).map((c) => [c.slug, c]));
  // A tile without an editor's picture shows the category's lead product, so no tile is a blank box.
  const tiles = block.tiles.flatMap((tile) => {
    const category = categories.get(tile.categorySlug);
    return category ? [{ tile, category, fallbackImage: tile.image ? null : category.leadImageUrl }] : [];
  });
  if (tiles.length === 0) return null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const TileHeading = headingLevel === 1 ? 'h2' : 'h3';
  const headingId = `category-tiles-${block._key}`;
  return (
    <section className={shared.section} aria-labelledby={headingId} data-sanity={edit()}>
      <Heading id={headingId} className={shared.heading} data-sanity={edit('title')}>
        {block.title}
      </Heading>
      <ul className={styles.list}>
        {tiles.map(({ tile, category, fallbackImage }) => {
          const name = tile.label ?? category.name;
          return (
            <li key={tile._key} data-sanity={edit(`tiles[_key=="${tile._key}"]`)}>
              <article className={styles.tile}>
                <div className={styles.media_}>
                  {tile.image ? (
                    <img
                      className={styles.image}
                      src={imageUrl(tile.image, 480, 360)}
                      srcSet={imageSrcSet(tile.image, [320, 480, 640], 4 / 3)}
                      sizes="(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw"
                      alt=""
                      loading="lazy"
                    />
                  ) : fallbackImage ? (
                    <img className={styles.productImage} src={fallbackImage} alt="" loading="lazy" />
                  ) : (
                    <span className={styles.monogram} aria-hidden="true">
                      {name.charAt(0)}
                    </span>
                  )}
                </div>
                <div className={styles.text}>
                  <TileHeading className={styles.name}>
                    <a className={styles.link} href={`/shop/c/${category.slug}`}>
                      {name}
                    </a>
                  </TileHeading>
                  <p className={styles.count}>
                    {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
                  </p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
