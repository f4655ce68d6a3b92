import type { Metadata } from 'next';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { DemoFrame } from '@/components/demo-frame/demo-frame';
import { demos } from '@/lib/content/demos';

const demo = demos.markdown;

export const metadata: Metadata = { title: demo.title, description: demo.description };

export default function MarkdownPage() {
  return (
    <DemoFrame demo={demo}>
      <MarkdownEditor />
    </DemoFrame>
  );
}
