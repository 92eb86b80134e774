import { Link } from 'react-router';
import { cents, formatCents } from '@rta/domain/pricing/money';
import { CONTRACTOR_TIERS } from '@rta/domain/accounts/roles';
import { paths } from '../../config/paths';
import { storeConfig } from '../../lib/store-config';
import styles from './pages.module.css';

/** An example list price used to show what each tier pays. Integer cents. */
const EXAMPLE_PRICE = cents(50_000);
const discounted = (price: number, percent: number): number => Math.round((price * (100 - percent)) / 100);

export function ContractorProgramPage() {
  const { storeName } = storeConfig;

  return (
    <div className={styles.page}>
      <h1>Trade Pro program</h1>
      <p className={styles.lead}>
        Contractors, remodelers and designers who buy {storeName} cabinets for their clients get trade pricing on every
        order, applied automatically once their account is approved.
      </p>

      <section className={styles.section} aria-labelledby="trade-tiers">
        <h2 id="trade-tiers">Discount tiers</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Trade discounts on item prices</caption>
            <thead>
              <tr>
                <th scope="col">Tier</th>
                <th scope="col">Discount</th>
                <th scope="col">A {formatCents(EXAMPLE_PRICE)} item costs</th>
              </tr>
            </thead>
            <tbody>
              {CONTRACTOR_TIERS.map((tier) => (
                <tr key={tier.tier}>
                  <th scope="row">{tier.tier}</th>
                  <td>{tier.discountPercent}%</td>
                  <td>{formatCents(discounted(EXAMPLE_PRICE, tier.discountPercent))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.muted}>
          We set your tier when we approve your application, based on your business and the volume you expect to buy,
          and we may review it as your purchasing grows.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="trade-who">
        <h2 id="trade-who">Who qualifies</h2>
        <p>The program is for businesses that buy cabinets for other people&rsquo;s homes and projects, including:</p>
        <ul className={styles.list}>
          <li>general contractors, builders and remodelers;</li>
          <li>kitchen and bath designers, interior designers and architects;</li>
          <li>cabinet installers and handymen working for clients;</li>
          <li>property managers, landlords and investors renovating rental or resale units.</li>
        </ul>
        <p>
          We may ask for details such as your business name, a licence or tax number, or a website, so we can confirm
          you work in the trade.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="trade-how">
        <h2 id="trade-how">How it works</h2>
        <ol className={styles.steps}>
          <li>Apply once, using the same e-mail address as your store account.</li>
          <li>We review your application and reply within 48 hours.</li>
          <li>
            Once you are approved, sign in and shop as usual. Your discount is applied automatically in the binder,
            which shows your original total, your discounted total and a badge with your tier and discount.
          </li>
          <li>
            The discount applies to item prices. Paint labour fees for custom colours and pre-assembly fees are not
            discounted.
          </li>
          <li>
            Your orders, projects and order history stay in your account, so you can keep a separate project for each
            client.
          </li>
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="trade-apply">
        <h2 id="trade-apply">How to apply</h2>
        <p>
          Choose <strong>Trade Pro Registration</strong> in the <strong>Trade Pros</strong> menu of the header at the
          top of any page, and complete the short application.
        </p>
        <p>
          Questions first? Read the <Link to={paths.faq}>FAQ</Link>, or <Link to={paths.visit}>visit the showroom</Link>{' '}
          to see the cabinets and talk to our team about an upcoming job.
        </p>
      </section>
    </div>
  );
}
