import { Link } from 'react-router';
import { CATEGORIES, type Category } from '@rta/domain/catalogue/constants';
import { CONTRACTOR_TIERS } from '@rta/domain/accounts/roles';
import { paths } from '../../config/paths';
import { storeConfig } from '../../lib/store-config';
import styles from './pages.module.css';

const CATEGORY_BLURBS: Record<Category, string> = {
  Base: 'Floor cabinets with doors and drawers, including sink bases: the working heart of the kitchen.',
  Wall: 'Upper cabinets in a range of widths and heights to line up with your base run.',
  Vanity: 'Bathroom vanity cabinets sized for sinks, storage and smaller rooms.',
  Tall: 'Pantry and utility cabinets for the storage a kitchen never has enough of.',
  Accessories: 'Finishing pieces such as fillers, panels and trim to complete the job cleanly.',
};

const topDiscount = Math.max(...CONTRACTOR_TIERS.map((tier) => tier.discountPercent));

/** A simple drawing of a Shaker base cabinet: a drawer over two framed, recessed-panel doors. */
function ShakerCabinetArt() {
  return (
    <svg
      className={styles.heroArt}
      viewBox="0 0 240 220"
      role="img"
      aria-label="Drawing of a Shaker-style base cabinet with one drawer over two doors"
    >
      <rect className={styles.artFrame} x="6" y="6" width="228" height="44" rx="2" />
      <rect className={styles.artPanel} x="20" y="16" width="200" height="24" />
      <rect className={styles.artHardware} x="100" y="25" width="40" height="6" rx="3" />
      <rect className={styles.artFrame} x="6" y="56" width="111" height="142" rx="2" />
      <rect className={styles.artPanel} x="24" y="74" width="75" height="106" />
      <rect className={styles.artFrame} x="123" y="56" width="111" height="142" rx="2" />
      <rect className={styles.artPanel} x="141" y="74" width="75" height="106" />
      <circle className={styles.artHardware} cx="106" cy="80" r="4" />
      <circle className={styles.artHardware} cx="134" cy="80" r="4" />
      <rect className={styles.artToeKick} x="16" y="200" width="208" height="14" />
    </svg>
  );
}

export function HomePage() {
  const { storeName } = storeConfig;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <h1 id="home-title">Shaker cabinets, ready to assemble</h1>
          <p>
            {storeName} sells kitchen and bath cabinets that ship flat and go together with basic tools, or come
            pre-assembled if you prefer. Choose one of our in-house paint colours or any Sherwin-Williams colour.
          </p>
          <Link className={styles.ctaLink} to={paths.store}>
            Shop Cabinets
          </Link>
        </div>
        <ShakerCabinetArt />
      </section>

      <section className={styles.section} aria-labelledby="home-styles">
        <h2 id="home-styles">Two door styles</h2>
        <ul className={styles.cardGrid}>
          <li className={styles.card}>
            <h3>Shaker</h3>
            <p>
              The classic five-piece door: a flat recessed centre panel inside a wide frame. It suits traditional,
              farmhouse and transitional kitchens and is our default style.
            </p>
          </li>
          <li className={styles.card}>
            <h3>Slim Shaker</h3>
            <p>
              The same clean lines with a narrow frame around the panel, for a lighter, more modern look that works well
              with slab countertops and minimal hardware.
            </p>
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-categories">
        <h2 id="home-categories">Shop by category</h2>
        <ul className={styles.cardGrid}>
          {CATEGORIES.map((category) => (
            <li key={category} className={styles.card}>
              <h3>
                <Link className={styles.cardLink} to={`${paths.store}?category=${encodeURIComponent(category)}`}>
                  {category}
                  {category === 'Accessories' ? '' : ' cabinets'}
                </Link>
              </h3>
              <p>{CATEGORY_BLURBS[category]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-showroom">
        <h2 id="home-showroom">See them in person</h2>
        <p>
          Visit the {storeName} showroom to open the doors, pull the drawers and hold paint chips up to real cabinet
          fronts. Our team can review your layout with you and you can pick up orders there too.
        </p>
        <Link className={styles.secondaryLink} to={paths.visit}>
          Plan your showroom visit
        </Link>
      </section>

      <section className={styles.section} aria-labelledby="home-trade">
        <h2 id="home-trade">For contractors and trade pros</h2>
        <p>
          Builders, remodelers and designers can apply for our trade program. Approved accounts get up to {topDiscount}%
          off item prices, applied automatically in the binder.
        </p>
        <Link className={styles.secondaryLink} to={paths.contractorProgram}>
          Learn about the contractor program
        </Link>
      </section>
    </div>
  );
}
