import { NotFound } from '@/components/site-document/not-found-page';
import { pageWords } from '@/components/site-document/page-language';
import { sectionIn } from '@/components/site-document/in-language';

// The not-found page of a language (/fr/404.html, after the export), for a host to answer a
// missing address under /fr/ with: the README gives nginx's and Netlify's lines.
const notFound = sectionIn(NotFound, '/404/', () => {
  const words = pageWords();
  return { title: words.notFound.title, description: words.notFound.description };
});
export const generateMetadata = notFound.generateMetadata;
export default notFound.Page;
