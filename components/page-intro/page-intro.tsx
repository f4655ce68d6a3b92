import styles from './page-intro.module.scss';

/** A demo page's heading and the line under it. */
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
