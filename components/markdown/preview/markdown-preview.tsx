import { memo } from 'react';
import Markdown from 'react-markdown';
import { components } from '@/components/article/markdown-components';
import { previewOptions } from '@/lib/markdown/preview-options';

// Bare elements for #preview; `languages` counts grammar loads, so code is coloured as they come.
export const MarkdownPreview = memo(function MarkdownPreview({
  text,
}: {
  text: string;
  languages?: number;
}) {
  return (
    <Markdown {...previewOptions} components={components}>
      {text}
    </Markdown>
  );
});
