import type { SearchRequest } from '@/lib/search/protocol';
import { searchService } from '@/lib/search/service';

const handle = searchService((answer) => self.postMessage(answer));
self.onmessage = ({ data }: MessageEvent<SearchRequest>) => handle(data);
