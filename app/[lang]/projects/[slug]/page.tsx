import ProjectPage, {
  generateMetadata as projectMetadata,
} from '../../../(site)/projects/[slug]/page';
import { entryIn } from '@/components/site-document/in-language';

const project = entryIn(ProjectPage, projectMetadata, 'project', 'slug');
export const dynamicParams = false;
export const generateStaticParams = project.generateStaticParams;
export const generateMetadata = project.generateMetadata;
export default project.Page;
