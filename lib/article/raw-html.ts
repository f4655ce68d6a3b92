// Apart from render-options: rehype-raw is large, and the page's own renderer never needs it.
import rehypeRaw from 'rehype-raw';
import { rehypePlugins } from './render-options';
import { articleSafeHtml, rehypeSafeHtml } from './safe-html';

export const rehypePluginsWithRawHtml = [rehypeRaw, ...rehypePlugins];

// Posts and stories also keep figures with their captions (Hugo's figure shortcode).
export const articleRehypePlugins = rehypePluginsWithRawHtml.map((plugin) =>
  plugin === rehypeSafeHtml ? articleSafeHtml : plugin,
);
