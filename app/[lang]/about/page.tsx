import AboutPage from '../../(site)/about/page';
import { sectionIn } from '@/components/site-document/in-language';

const about = sectionIn(AboutPage, '/about/');
export const generateMetadata = about.generateMetadata;
export default about.Page;
