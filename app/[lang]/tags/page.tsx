import TagsPage from '../../(site)/tags/page';
import { sectionIn } from '@/components/site-document/in-language';

const tags = sectionIn(TagsPage, '/tags/');
export const generateMetadata = tags.generateMetadata;
export default tags.Page;
