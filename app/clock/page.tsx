import type { Metadata } from 'next';
import { Clock } from '@/components/clock/clock';
import { DemoFrame } from '@/components/demo-frame/demo-frame';
import { demos } from '@/lib/content/demos';

const demo = demos.clock;

export const metadata: Metadata = { title: demo.title, description: demo.description };

export default function ClockPage() {
  return (
    <DemoFrame demo={demo}>
      <Clock />
    </DemoFrame>
  );
}
