import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { DemoFrame, demoMetadata } from '@/components/demo-frame/demo-frame';

export const metadata = demoMetadata('markdown');

export default function MarkdownPage() {
  return <DemoFrame name="markdown" demo={<MarkdownEditor />} />;
}
