import styles from './CardGrid.module.css';

/** Responsive grid of titled cards (audiences, values, benefits). */
export function CardGrid({ cards }: { cards: { key: string; title: string; text: string }[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.key} className={styles.card}>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.text}>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
