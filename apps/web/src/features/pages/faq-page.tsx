import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { storeConfig } from '../../lib/store-config';
import { useDialogStore } from '../../stores/dialog-store';
import { faqQuestions } from './faq-questions';
import styles from './pages.module.css';
import button from '../../ui/button.module.css';

export function FaqPage() {
  const showSupport = useDialogStore((state) => state.showSupport);
  return (
    <div className={styles.page}>
      <h1>Frequently asked questions</h1>
      <p className={styles.lead}>
        Answers about ordering from {storeConfig.storeName}, freight delivery, assembly, paint, returns, warranty and
        our contractor program. Select a question to show its answer.
      </p>

      <ul className={styles.faqList}>
        {faqQuestions.map(({ question, answer }) => (
          <li key={question}>
            <details className={styles.faqItem}>
              <summary>{question}</summary>
              <div className={styles.faqAnswer}>
                <p>{answer}</p>
              </div>
            </details>
          </li>
        ))}
      </ul>

      <section className={styles.section} aria-labelledby="diy-guides">
        <h2 id="diy-guides">DIY guides</h2>
        <h3>Assembling a base cabinet</h3>
        <ol>
          <li>Unpack on a blanket, check every part against the packing list, and keep the hardware bag closed.</li>
          <li>
            Slide the floor and back panels into the side panels, then tap the corner clips home with a rubber mallet.
          </li>
          <li>
            Fit the toe-kick and the top rails, check the box is square by measuring both diagonals, then fit the face
            frame.
          </li>
          <li>Mount the drawer slides and the door hinges last, and adjust the doors once the cabinet is installed.</li>
        </ol>
        <h3>Installing a run of cabinets</h3>
        <ol>
          <li>Find the highest point of the floor and mark a level line 34½&quot; above it for the base tops.</li>
          <li>Hang the wall cabinets first, starting in the corner, screwing through the hanging rail into studs.</li>
          <li>
            Set the base cabinets from the corner out, shimming to the line and clamping face frames before screwing
            them together.
          </li>
          <li>Scribe fillers and panels to the walls, then fit toe kick, crown moulding and light rail.</li>
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="faq-more">
        <h2 id="faq-more">More help</h2>
        <p>
          Our full <Link to={paths.policies}>shipping, returns and warranty policies</Link> cover the details. For help
          planning a room, see <Link to={paths.designSupport}>design support</Link>, or{' '}
          <Link to={paths.visit}>visit the showroom</Link>. Or write to us: we reply by e-mail.
        </p>
        <p>
          <button type="button" className={button.primary} onClick={() => showSupport('faq_support')}>
            Still have a question?
          </button>{' '}
          <button type="button" className={button.secondary} onClick={() => showSupport('order_support')}>
            Question about an order?
          </button>
        </p>
      </section>
    </div>
  );
}
