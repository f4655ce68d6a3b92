import HomePage from '../(site)/page';
import { sectionIn } from '@/components/site-document/in-language';

const home = sectionIn(HomePage, '/');
export const generateMetadata = home.generateMetadata;
export default home.Page;
