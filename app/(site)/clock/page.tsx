import { Clock } from '@/components/clock/clock';
import { DemoFrame, demoMetadata } from '@/components/demo-frame/demo-frame';

export const metadata = demoMetadata('clock');

export default function ClockPage() {
  return <DemoFrame name="clock" demo={<Clock />} />;
}
