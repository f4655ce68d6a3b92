import { Calculator } from '@/components/calculator/calculator';
import { DemoFrame, demoMetadata } from '@/components/demo-frame/demo-frame';
import { earlyKeysScript } from '@/lib/calculator/early-keys-script';

export const metadata = demoMetadata('calculator');

export default function CalculatorPage() {
  // Before the calculator, so keys typed while its script loads are kept (and played once it runs).
  const demo = (
    <>
      <script dangerouslySetInnerHTML={{ __html: earlyKeysScript }} />
      <Calculator />
    </>
  );
  return <DemoFrame name="calculator" demo={demo} />;
}
