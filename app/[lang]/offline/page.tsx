import { Offline, offlineMetadata } from '@/components/message-screen/offline';
import { pageWords } from '@/components/site-document/page-language';
import { sectionIn } from '@/components/site-document/in-language';

const offline = sectionIn(Offline, '/offline/', () => offlineMetadata(pageWords()));
export const generateMetadata = offline.generateMetadata;
export default offline.Page;
