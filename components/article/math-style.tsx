import { preload } from 'react-dom';
import { siteMathFontPath } from '@/lib/site/math-font';

// Temml's few rules that matter in Chromium, Firefox and Safari, and the site's math font. Only
// pages with a formula have them, so no other page loads the font.
const rules = [
  'math{font-family:"Site Math",math;font-style:normal;font-weight:normal;line-height:normal;text-indent:0;letter-spacing:normal;direction:ltr}',
  'math.tml-display{display:block;max-width:100%;overflow-x:auto;overflow-y:hidden}',
  'mfrac>:nth-child(2),msqrt,mover>:first-child{math-shift:compact}',
  '.tml-sml-pad{padding-inline-start:.05em}.tml-med-pad{padding-inline-start:.1em}.tml-lrg-pad{padding-inline-start:.15em}',
  '.menclose{display:inline-block;position:relative;padding:.5ex 0}',
];

export function MathStyle() {
  const font = siteMathFontPath();
  // Preloaded and blocking: drawn in another font first, a formula would change size on the swap.
  if (font) preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const face = font
    ? `@font-face{font-family:"Site Math";src:url("${font}") format("woff2");font-display:block}`
    : '';
  return (
    <style href="site-math" precedence="default">
      {face + rules.join('')}
    </style>
  );
}
