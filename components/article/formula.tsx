import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { mathElement } from '@/lib/article/math';

/** A formula outside the article's markdown (the contents list), as MathML like those inside. */
export function Formula({ tex }: { tex: string }) {
  const element = mathElement({ tex, display: false });
  if (!element) return <code>{tex}</code>;
  return toJsxRuntime(element, { Fragment, jsx, jsxs });
}
