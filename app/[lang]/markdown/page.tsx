import MarkdownPage from '../../(site)/markdown/page';
import { sectionIn } from '@/components/site-document/in-language';
import { demoMetadata } from '@/components/demo-frame/demo-frame';

const demo = sectionIn(MarkdownPage, '/markdown/', () => demoMetadata('markdown'));
export const generateMetadata = demo.generateMetadata;
export default demo.Page;
