import type { Metadata } from 'next';
import { Calculator } from '@/components/calculator/calculator';
import { DemoPage } from '@/components/demo-page/demo-page';
import { demos } from '@/lib/demos';

const demo = demos.calculator;

export const metadata: Metadata = { title: demo.title, description: demo.description };

export default function CalculatorPage() {
  return (
    <DemoPage demo={demo}>
      <Calculator />
    </DemoPage>
  );
}
