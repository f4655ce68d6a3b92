import TagPage, { generateMetadata as tagMetadata } from '../../../(site)/tags/[tag]/page';
import { entryIn } from '@/components/site-document/in-language';

const tag = entryIn(TagPage, tagMetadata, 'tag', 'tag');
export const dynamicParams = false;
export const generateStaticParams = tag.generateStaticParams;
export const generateMetadata = tag.generateMetadata;
export default tag.Page;
