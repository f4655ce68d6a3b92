// The rehype steps for documents that may hold raw HTML: it becomes elements, then goes through
// the same sanitizer and colouring as the rest. Kept apart from render-options: rehype-raw is
// large, and the page's own renderer never needs it.
import rehypeRaw from 'rehype-raw';
import { rehypePlugins } from './render-options';

export const rehypePluginsWithRawHtml = [rehypeRaw, ...rehypePlugins];
