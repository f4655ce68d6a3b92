import WritingPage from '../../(site)/writing/page';
import { sectionIn } from '@/components/site-document/in-language';

const writing = sectionIn(WritingPage, '/writing/');
export const generateMetadata = writing.generateMetadata;
export default writing.Page;
