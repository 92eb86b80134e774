import button from '../../ui/button.module.css';
import styles from './console-table.module.css';

interface ListPagerProps {
  /** What the pages are of, for the navigation landmark: "Order pages". */
  label: string;
  page: number;
  /** The list's answer: how many rows in all, and how many a page holds. */
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** A staff list's previous and next page buttons, with where one is between them; an empty list has one page. */
export function ListPager({ label, page, total, pageSize, onPage }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={button.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className={button.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
