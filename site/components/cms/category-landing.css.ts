import { globalStyle, style } from '@vanilla-extract/css';

const phone = 'screen and (max-width: 639px)';

export const landing = style({
  display: 'grid',
  gap: '1.5rem',
  marginBlock: '1rem 2rem',
  '@media': { [phone]: { gap: '0.5rem', marginBlock: '0 0.75rem' } },
});

// Phones: the editors' banner and blurb stay, compact, so the first products show on the first screen. The blocks'
// own spacing tightens, the banner's padding shrinks and a blurb shows two lines (all of it on wider screens).
globalStyle(`${landing} > *`, { '@media': { [phone]: { gap: '0.5rem' } } });
globalStyle(`${landing} aside`, { '@media': { [phone]: { padding: '8px 12px' } } });
globalStyle(`${landing} p`, {
  '@media': {
    [phone]: {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      fontSize: '0.9375rem',
      marginBlock: 0,
    },
  },
});
