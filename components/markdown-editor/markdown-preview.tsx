import { memo, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { markdownOptions, opensInNewTab } from '@/lib/markdown/render-options';

// react-markdown empties unsafe URLs; these render what is left without an empty href or src.
const components: Components = {
  a({ href, children, node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
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
  input({ node: _node, ...props }: ComponentProps<'input'> & { node?: unknown }) {
    if (props.type !== 'checkbox') return <input {...props} />;
    return <input {...props} aria-label={props.checked ? 'Done' : 'Not done'} />;
  },
  img({ src, alt, node: _node, ...props }: ComponentProps<'img'> & { node?: unknown }) {
    if (!src || typeof src !== 'string') return <span>{alt ? `[${alt}]` : null}</span>;
    return <img {...props} src={src} alt={alt ?? ''} loading="lazy" />;
  },
};

/** The rendered document, as bare elements (no wrapper) for the #preview panel. */
export const MarkdownPreview = memo(function MarkdownPreview({ text }: { text: string }) {
  return (
    <Markdown {...markdownOptions} components={components}>
      {text}
    </Markdown>
  );
});
