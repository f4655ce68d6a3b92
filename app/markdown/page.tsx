import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { demoRoute } from '@/components/demo-page/demo-page';

const { metadata, DemoPage } = demoRoute('markdown', MarkdownEditor);
export { metadata };
export default DemoPage;
