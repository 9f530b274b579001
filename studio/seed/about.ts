// Each brand's "about us" story.
import type { BrandCode } from '@shop/brands/brands';

export const ABOUT: Record<BrandCode, { heading: string; story: readonly string[] }> = {
  dal: {
    heading: 'Fashion that fits, since 1987',
    story: [
      'Dalby began as a mail-order catalogue for women who were tired of being an afterthought. Today we design every style for sizes 14 to 32, fitted on real women at every size.',
      'Our design team in Manchester works with the same family-run factories year after year, so fabrics are consistent and fits stay true from one season to the next.',
    ],
  },
  cgn: {
    heading: 'Clothes that fit big and tall men',
    story: [
      'Cogan was founded by two brothers who couldn’t find a shirt that fitted. Every style we sell is cut for chest sizes 44" to 70" and leg lengths up to 38".',
      'We grade our patterns properly, not just bigger, so collars, sleeves and rises are in proportion.',
    ],
  },
  jdw: {
    heading: 'Everything for the family, in one place',
    story: [
      'For over 50 years Jadeworth has brought fashion, home and electricals to families across the UK, with the option to spread the cost.',
      'From school shoes to a new washing machine, we deliver to your door and take the old one away.',
    ],
  },
  awl: {
    heading: 'Considered clothes, made to last',
    story: [
      'Ashwell designs timeless womenswear in natural fibres and soft fabrics, with petite and tall fits in most styles.',
      'We make fewer pieces, better: every fabric is tested for pilling and colour fastness before it reaches you.',
    ],
  },
  fw: {
    heading: 'Good value for every family',
    story: [
      'Fairway keeps prices low on the things families need every day: school uniform, kidswear, shoes and basics.',
      'Our school uniform is made to survive the playground, with reinforced knees and fade-resistant colours.',
    ],
  },
  ihm: {
    heading: 'Make every room feel like yours',
    story: [
      'Inhome brings together sofas, beds and homeware chosen by our buyers in Leeds, many made in British workshops.',
      'Furniture is delivered to the room of your choice by our own two-person teams, who take the packaging away.',
    ],
  },
  fsp: {
    heading: 'Expert fit in every size',
    story: [
      'Finespun makes lingerie in bra sizes 30A to 48K, with the same care for detail in every size.',
      'Our fit specialists test every style on real women, and our online fit guide helps you find your size in minutes.',
    ],
  },
  ccl: {
    heading: 'Big brands, clearance prices',
    story: [
      'Clearhouse sells end-of-line fashion, homeware and electricals from big brands at a fraction of the original price.',
      'New stock arrives every day and quantities are limited, so when it’s gone, it’s gone.',
    ],
  },
  pma: {
    heading: 'Tailored in fine cloth, finished by hand',
    story: [
      'Palmer has made menswear since 1921. Our suits are cut from British and Italian mills’ cloth and finished by hand.',
      'Visit our Savile Row studio for fittings and alterations, or let us send a tailor’s tape with your first order.',
    ],
  },
};
