import PostPage, { generateMetadata as postMetadata } from '../../../(site)/writing/[slug]/page';
import { entryIn } from '@/components/site-document/in-language';

const post = entryIn(PostPage, postMetadata, 'post', 'slug');
export const dynamicParams = false;
export const generateStaticParams = post.generateStaticParams;
export const generateMetadata = post.generateMetadata;
export default post.Page;
