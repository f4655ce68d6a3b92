import type { ComponentProps } from 'react';
import type { Components } from 'react-markdown';
import { opensInNewTab, showsImage, showsImageSet } from '@/lib/article/render-options';

type Props<T extends keyof React.JSX.IntrinsicElements> = ComponentProps<T> & { node?: unknown };

// react-markdown empties unsafe URLs. Attributes go in the order a client render leaves them, so
// the pre-rendered preview is byte for byte what the page renders.
export const components: Components = {
  a({ href, children, node: _node, ...props }: Props<'a'>) {
    if (!href) {
      // An old anchor, <a name="x">, is a place a link leads to: the span's id (HTML has no name).
      const { name, id, ...rest } = props as typeof props & { name?: string };
      return (
        <span {...rest} id={id ?? name}>
          {children}
        </span>
      );
    }
    const newTab = opensInNewTab(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <a {...props} href={href} {...newTab}>
        {children}
      </a>
    );
  },
  input({ node: _node, type, checked, disabled, ...props }: Props<'input'>) {
    if (type !== 'checkbox') return <input {...props} type={type} />;
    return (
      <input
        {...props}
        disabled={disabled}
        aria-label={checked ? 'Done' : 'Not done'}
        type={type}
        checked={checked}
      />
    );
  },
  img({ src, alt, node: _node, ...props }: Props<'img'>) {
    if (typeof src !== 'string' || !showsImage(src)) {
      return <span>{alt ? `[${alt}]` : null}</span>;
    }
    return <img {...props} alt={alt ?? ''} loading="lazy" src={src} />;
  },
  // A <picture>'s sources follow the images' rule; without them it shows its <img>.
  source({ srcSet, node: _node, ...props }: Props<'source'>) {
    if (typeof srcSet !== 'string' || !showsImageSet(srcSet)) return null;
    return <source {...props} srcSet={srcSet} />;
  },
  // Scrolling boxes must be reachable by keyboard (WCAG 2.1.1).
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  pre: ({ node: _node, ...props }: Props<'pre'>) => <pre {...props} tabIndex={0} />,
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  table: ({ node: _node, ...props }: Props<'table'>) => <table {...props} tabIndex={0} />,
  // align, not a style: server and browser write a style object differently.
  th: ({ style, node: _node, ...props }: Props<'th'>) => <th {...props} align={alignOf(style)} />,
  td: ({ style, node: _node, ...props }: Props<'td'>) => <td {...props} align={alignOf(style)} />,
};

const alignOf = (style: React.CSSProperties | undefined) =>
  style?.textAlign as 'left' | 'center' | 'right' | undefined;
