import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { storeConfig } from '../../lib/store-config';
import styles from './pages.module.css';

const SECTIONS = [
  { id: 'shipping', title: 'Shipping' },
  { id: 'returns', title: 'Returns and restocking' },
  { id: 'warranty', title: 'Warranty' },
  { id: 'privacy', title: 'Privacy' },
  { id: 'terms', title: 'Terms of sale' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];
const titleOf = (id: SectionId): string => SECTIONS.find((section) => section.id === id)?.title ?? id;

export function PoliciesPage() {
  const { storeName } = storeConfig;

  return (
    <div className={styles.page}>
      <h1>Store policies</h1>
      <p className={styles.lead}>
        These policies apply to every order placed with {storeName}, online or at the showroom. Please read them before
        you order; placing an order means you accept them.
      </p>

      <nav className={styles.toc} aria-labelledby="policies-toc">
        <p id="policies-toc" className={styles.tocTitle}>
          On this page
        </p>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <section aria-labelledby="shipping">
        <h2 id="shipping">{titleOf('shipping')}</h2>
        <p>
          Cabinet orders ship by freight carrier. The carrier normally contacts you to schedule a delivery window, and
          an adult must be present to receive and sign for the shipment. Delivery is to the curb or the end of the
          driveway; carrying boxes into the building, assembly and installation are not included. Please make sure a
          large truck can reach the address and tell us about any access limits when you order.
        </p>
        <p>
          Inspect the shipment before you sign. Count the boxes against the delivery receipt and check each one for
          crushed corners, punctures or other damage.{' '}
          <strong>Any damage or shortage must be noted on the delivery receipt before you sign it.</strong> Take photos,
          keep all packaging and contact us as soon as possible with your order number. A receipt signed without notes
          confirms that the shipment arrived in good condition, and we may be unable to recover the loss from the
          carrier.
        </p>
        <p>
          Orders arranged for pickup are collected at the showroom (see <Link to={paths.visit}>Visit us</Link>). We will
          contact you when your order is ready. Please bring your order number and a vehicle large enough for the boxes.
        </p>
      </section>

      <section aria-labelledby="returns">
        <h2 id="returns">{titleOf('returns')}</h2>
        <ul className={styles.list}>
          <li>
            Unassembled items in their original, undamaged packaging may be returned within 30 days of delivery or
            pickup.
          </li>
          <li>A 25% restocking fee is deducted from the refund of every returned item.</li>
          <li>
            Items painted to order in a custom Sherwin-Williams colour, and pre-assembled items, are made for your order
            and cannot be returned. Paint labour and pre-assembly fees are not refundable.
          </li>
          <li>
            Return shipping is the customer&rsquo;s responsibility. Items damaged on the way back to us are not
            refundable, so pack them as they arrived.
          </li>
          <li>
            Contact us before sending anything back. Returns that arrive without our approval may be refused. Approved
            refunds go to the original payment method once the items have been received and inspected.
          </li>
        </ul>
        <p>
          Items that arrive damaged or defective are not returns: follow the damage steps under{' '}
          <a href="#shipping">Shipping</a> and we will arrange replacements at no restocking charge.
        </p>
      </section>

      <section aria-labelledby="warranty">
        <h2 id="warranty">{titleOf('warranty')}</h2>
        <p>
          {storeName} cabinet boxes carry a <strong>limited lifetime warranty</strong> against defects in materials and
          workmanship for as long as the original purchaser owns them in their original installation. Hinges, drawer
          slides and other hardware are warranted for <strong>1 year</strong> from delivery.
        </p>
        <p>
          If a covered part fails, we will repair or replace it, or supply a replacement part, at our choice. The
          warranty does not cover labour to remove or reinstall cabinets, damage caused by improper assembly or
          installation, water, moisture or heat, misuse or alteration, normal wear, or the natural variation of wood
          grain and painted finishes. To make a claim, contact us with your order number, a description and photos.
        </p>
      </section>

      <section aria-labelledby="privacy">
        <h2 id="privacy">{titleOf('privacy')}</h2>
        <p>
          We collect the information you give us to run your account and fill your orders: your name, e-mail address,
          phone number, delivery address, the contents of your binder and projects, your orders and the messages you
          send to support. Trade-professional applications also include the business details you provide.
        </p>
        <p>
          We use this information to process and deliver orders, verify your e-mail address, keep your account secure,
          answer your questions and apply any contractor pricing. We share it only with the companies that help us do
          this, such as our payment provider and freight carriers, and we do not sell it. Card payments are handled by
          our payment provider; we do not store full card numbers.
        </p>
        <p>
          The site stores your guest binder and your sign-in session in your browser&rsquo;s local storage. Clearing
          your browser data removes them. To see, correct or delete your information, send us a message with the
          &ldquo;Need site support?&rdquo; button at the bottom of any page.
        </p>
      </section>

      <section aria-labelledby="terms">
        <h2 id="terms">{titleOf('terms')}</h2>
        <ul className={styles.list}>
          <li>
            Prices are in US dollars. Sales tax is added at checkout. Contractor discounts apply to item prices only,
            not to paint labour or pre-assembly fees.
          </li>
          <li>
            An order is accepted when payment is confirmed. If a price or product is listed in error, we will contact
            you and may cancel the affected items with a full refund for them.
          </li>
          <li>
            You are responsible for the sizes, quantities and colours you order. Please check your measurements against
            your plan; our free <Link to={paths.designSupport}>design support</Link> is a guide and does not replace
            your own site measurements.
          </li>
          <li>
            Colours on screen are approximate. Painted finishes and wood grain vary from item to item and from samples.
          </li>
          <li>
            Assembly and installation are your responsibility unless you buy our pre-assembly service. Follow the
            included instructions and local building codes, and fix wall cabinets securely to framing.
          </li>
          <li>
            To the extent the law allows, our liability for any order is limited to the price paid for the affected
            items. Nothing in these terms limits rights you have under consumer protection law.
          </li>
        </ul>
        <p>
          Questions about these policies? See the <Link to={paths.faq}>FAQ</Link> or contact us through the &ldquo;Need
          site support?&rdquo; button.
        </p>
      </section>
    </div>
  );
}
