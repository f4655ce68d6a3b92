import { Offline, offlineMetadata } from '@/components/message-screen/offline';

export const metadata = offlineMetadata();
export default Offline;
