'use client';
import type { ReactNode } from 'react';
import styles from './site-directory.module.scss';

// A client module loaded by next/dynamic, so that its styles come with the not-found page alone:
// a module the root not-found page imports otherwise puts its CSS in every page's stylesheet.
export default function DirectoryBox({ children }: { children: ReactNode }) {
  return <div className={styles.directory}>{children}</div>;
}
