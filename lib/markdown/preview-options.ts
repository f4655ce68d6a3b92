// The editor demo is the site's article pipeline plus what its spec asks: a line break is a break.
import remarkBreaks from 'remark-breaks';
import { markdownOptions, remarkSyntax, remarkTransforms } from '../article/render-options';

export const previewRemarkPlugins = [...remarkSyntax, remarkBreaks, ...remarkTransforms];

export const previewOptions = { ...markdownOptions, remarkPlugins: previewRemarkPlugins };
