import QuotesPage from '../../(site)/quotes/page';
import { sectionIn } from '@/components/site-document/in-language';
import { demoMetadata } from '@/components/demo-frame/demo-frame';

const demo = sectionIn(QuotesPage, '/quotes/', () => demoMetadata('quotes'));
export const generateMetadata = demo.generateMetadata;
export default demo.Page;
