import SeriesPage, {
  generateMetadata as seriesMetadata,
} from '../../../(site)/series/[series]/page';
import { entryIn } from '@/components/site-document/in-language';

const series = entryIn(SeriesPage, seriesMetadata, 'series', 'series');
export const dynamicParams = false;
export const generateStaticParams = series.generateStaticParams;
export const generateMetadata = series.generateMetadata;
export default series.Page;
