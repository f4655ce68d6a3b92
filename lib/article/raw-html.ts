// Apart from render-options: rehype-raw is large, and the page's own renderer never needs it.
import rehypeRaw from 'rehype-raw';
import { rehypePlugins } from './render-options';

export const rehypePluginsWithRawHtml = [rehypeRaw, ...rehypePlugins];
