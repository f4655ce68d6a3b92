import type { Metadata } from 'next';
import { DemoPage } from '@/components/demo-page/demo-page';
import { MarkdownEditor } from '@/components/markdown-editor/markdown-editor';
import { demos } from '@/lib/demos';

const demo = demos.markdown;

export const metadata: Metadata = { title: demo.title, description: demo.description };

export default function MarkdownPage() {
  return (
    <DemoPage demo={demo}>
      <MarkdownEditor />
    </DemoPage>
  );
}
