import CalculatorPage from '../../(site)/calculator/page';
import { sectionIn } from '@/components/site-document/in-language';
import { demoMetadata } from '@/components/demo-frame/demo-frame';

const demo = sectionIn(CalculatorPage, '/calculator/', () => demoMetadata('calculator'));
export const generateMetadata = demo.generateMetadata;
export default demo.Page;
