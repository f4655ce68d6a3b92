import type { ReactNode } from 'react';
import styles from './message-screen.module.scss';

interface MessageScreenProps {
  title: string;
  detail?: string;
  children: ReactNode;
}

export function MessageScreen({ title, detail, children }: MessageScreenProps) {
  return (
    <section className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
