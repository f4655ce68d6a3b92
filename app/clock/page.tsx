import type { Metadata } from 'next';
import { DemoPage } from '@/components/demo-page/demo-page';
import { SessionTimer } from '@/components/session-timer/session-timer';
import { demos } from '@/lib/demos';

const demo = demos.clock;

export const metadata: Metadata = { title: demo.title, description: demo.description };

export default function ClockPage() {
  return (
    <DemoPage demo={demo}>
      <SessionTimer />
    </DemoPage>
  );
}
