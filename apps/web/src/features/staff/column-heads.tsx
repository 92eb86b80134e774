import styles from './console-table.module.css';

/** A staff table's header row: the columns' names, then those of its figures (money), right-aligned like the figures. */
export function ColumnHeads({ names, figures = [] }: { names: readonly string[]; figures?: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
        {figures.map((name) => (
          <th key={name} scope="col" className={styles.number}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
