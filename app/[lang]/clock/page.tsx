import ClockPage from '../../(site)/clock/page';
import { sectionIn } from '@/components/site-document/in-language';
import { demoMetadata } from '@/components/demo-frame/demo-frame';

const demo = sectionIn(ClockPage, '/clock/', () => demoMetadata('clock'));
export const generateMetadata = demo.generateMetadata;
export default demo.Page;
