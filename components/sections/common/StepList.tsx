import styles from './StepList.module.css';

/** An ordered list of titled steps with numbered badges. */
export function StepList({ steps }: { steps: { key: string; title: string; text: string }[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.key} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
