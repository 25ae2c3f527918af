import cards from './TitledCards.module.css';
import steps from './TitledSteps.module.css';

/**
 * Titled items: a responsive grid of cards (audiences, values), or an ordered list of steps
 * with numbered badges.
 */
export function TitledList({
  kind,
  items,
}: {
  kind: 'cards' | 'steps';
  items: { key: string; title: string; text: string }[];
}) {
  const css = kind === 'steps' ? steps : cards;
  const List = kind === 'steps' ? 'ol' : 'ul';
  return (
    <List className={css.list}>
      {items.map((item) => (
        <li key={item.key} className={css.item}>
          <h3 className={css.title}>{item.title}</h3>
          <p className={css.text}>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
