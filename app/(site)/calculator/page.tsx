import { Calculator } from '@/components/calculator/calculator';
import { DemoFrame, demoMetadata } from '@/components/demo-frame/demo-frame';
import { earlyKeysScript } from '@/lib/calculator/early-keys-script';

export const metadata = demoMetadata('calculator');

export default function CalculatorPage() {
  return (
    <DemoFrame
      name="calculator"
      demo={
        <>
          {/* Keeps the keys typed before the calculator is live; it plays them when it is. */}
          <script dangerouslySetInnerHTML={{ __html: earlyKeysScript }} />
          <Calculator />
        </>
      }
    />
  );
}
