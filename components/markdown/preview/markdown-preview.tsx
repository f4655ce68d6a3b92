import { memo, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import {
  markdownOptions,
  opensInNewTab,
  showsImage,
  showsImageSet,
} from '@/lib/markdown/render-options';

type Props<T extends keyof React.JSX.IntrinsicElements> = ComponentProps<T> & { node?: unknown };

// react-markdown empties unsafe URLs; these render what is left without an empty href or src.
// Attributes are written in the order the browser ends up with after a client render, so the
// pre-rendered preview is byte for byte what the page renders for the same text.
export const components: Components = {
  a({ href, children, node: _node, ...props }: Props<'a'>) {
    if (!href) return <span {...props}>{children}</span>;
    return opensInNewTab(href) ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a {...props} href={href}>
        {children}
      </a>
    );
  },
  // GitHub task lists: a disabled checkbox, named for screen readers by its state.
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
  // Code blocks and tables scroll sideways in their own box, so keyboard users must be able to
  // reach them to scroll (WCAG 2.1.1; axe's scrollable-region-focusable).
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  pre: ({ node: _node, ...props }: Props<'pre'>) => <pre {...props} tabIndex={0} />,
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  table: ({ node: _node, ...props }: Props<'table'>) => <table {...props} tabIndex={0} />,
  // GitHub's align attribute rather than a style: a style object is written differently by the
  // server ("text-align:center") and by the browser ("text-align: center;").
  th: ({ style, node: _node, ...props }: Props<'th'>) => <th {...props} align={alignOf(style)} />,
  td: ({ style, node: _node, ...props }: Props<'td'>) => <td {...props} align={alignOf(style)} />,
};

const alignOf = (style: React.CSSProperties | undefined) =>
  style?.textAlign as 'left' | 'center' | 'right' | undefined;

/**
 * The rendered document, as bare elements (no wrapper) for the #preview panel. Code in a
 * language that loads later is coloured when it has loaded (`languages` counts the loads).
 */
export const MarkdownPreview = memo(function MarkdownPreview({
  text,
}: {
  text: string;
  languages?: number;
}) {
  return (
    <Markdown {...markdownOptions} components={components}>
      {text}
    </Markdown>
  );
});
