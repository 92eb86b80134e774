import { useQuery } from '@tanstack/react-query';
import { STYLE_GROUPS } from '@rta/domain/catalogue/catalogue';
import { cabinetGroupsQuery } from './api/get-cabinet-groups.ts';
import styles from './store-page.module.css';

/** The style-group (door style) selector; until the groups load it offers the known ones. */
export function GroupSelect({ group, onChoose }: { group: string; onChoose: (group: string) => void }) {
  const groups = useQuery(cabinetGroupsQuery());
  const names = groups.data?.map((g) => g.name) ?? [...STYLE_GROUPS];
  return (
    <label className={styles.groupSelect}>
      <span>Door style</span>
      <select value={group} onChange={(event) => onChoose(event.target.value)}>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
