import type { Metadata } from 'next';
import { Calculator } from '@/components/calculator/calculator';
import { DemoFrame } from '@/components/demo-frame/demo-frame';
import { demos } from '@/lib/content/demos';

const demo = demos.calculator;

export const metadata: Metadata = { title: demo.title, description: demo.description };

export default function CalculatorPage() {
  return (
    <DemoFrame demo={demo}>
      <Calculator />
    </DemoFrame>
  );
}
