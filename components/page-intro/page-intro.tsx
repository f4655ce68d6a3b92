import styles from './page-intro.module.scss';

/** A screen's heading and the one line under it: the home page's, and each demo's (centred). */
export function PageIntro({
  title,
  line,
  centred,
}: {
  title: string;
  line: string;
  centred?: boolean;
}) {
  return (
    <header className={centred ? styles.centred : undefined}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.line}>{line}</p>
    </header>
  );
}
