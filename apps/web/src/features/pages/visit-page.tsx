import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { storeConfig } from '../../lib/store-config';
import styles from './pages.module.css';

/** Digits (and a leading +) only, so the tel: link dials on every phone. */
const telHref = (phone: string): string => `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;

/** Only open web links from configuration; never javascript: or other schemes. */
const isWebUrl = (url: string): boolean => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

export function VisitPage() {
  const { storeName, showroom } = storeConfig;
  const address = showroom.address.trim();
  const phone = showroom.phone.trim();
  const hours = showroom.hours.filter((line) => line.trim() !== '');
  const directionsUrl = showroom.directionsUrl.trim();

  return (
    <div className={styles.page}>
      <h1>Visit our showroom</h1>
      <p className={styles.lead}>
        See the {storeName} cabinets in person, compare door styles and paint colours side by side, and talk your
        project through with our team.
      </p>

      <div className={styles.contactGrid}>
        <section className={styles.card} aria-labelledby="visit-where">
          <h2 id="visit-where">Where to find us</h2>
          <address className={styles.address}>
            {address || 'Our showroom address will be posted here soon.'}
            {phone && (
              <>
                {'\n'}
                Phone: <a href={telHref(phone)}>{phone}</a>
              </>
            )}
          </address>
          {isWebUrl(directionsUrl) && (
            <p>
              <a href={directionsUrl} target="_blank" rel="noopener noreferrer">
                Get directions
                <span className={styles.visuallyHidden}> (opens in a new tab)</span>
              </a>
            </p>
          )}
        </section>

        <section className={styles.card} aria-labelledby="visit-hours">
          <h2 id="visit-hours">Showroom hours</h2>
          {hours.length > 0 ? (
            <ul className={styles.hoursList}>
              {hours.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>Please call ahead to confirm our opening hours.</p>
          )}
          <p className={styles.muted}>Hours can change on public holidays, so call ahead if you are travelling far.</p>
        </section>
      </div>

      <section className={styles.section} aria-labelledby="visit-expect">
        <h2 id="visit-expect">What to expect</h2>
        <ul className={styles.cardGrid}>
          <li className={styles.card}>
            <h3>Door samples</h3>
            <p>
              Handle Shaker and Slim Shaker door samples, check the construction and finish, and see how each style
              looks next to your countertop and flooring samples. Bring them along.
            </p>
          </li>
          <li className={styles.card}>
            <h3>Paint chips</h3>
            <p>
              Compare our in-house colours and Sherwin-Williams colours on real cabinet fronts under daylight. Colours
              always look different on a screen, so this is the best way to choose.
            </p>
          </li>
          <li className={styles.card}>
            <h3>Design consults</h3>
            <p>
              Sit down with our team to review a layout or start one. Bring your measurements, photos of the room and
              your appliance model numbers; see <Link to={paths.designSupport}>design support</Link> for what to
              measure.
            </p>
          </li>
          <li className={styles.card}>
            <h3>Order pickup</h3>
            <p>
              If you arranged to collect your order, we will contact you when it is ready. Bring your order number and a
              vehicle with enough room: flat-packed cabinets travel in large, heavy boxes.
            </p>
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="visit-before">
        <h2 id="visit-before">Before you come</h2>
        <p>
          You are welcome to fill your binder in the <Link to={paths.store}>online store</Link> first and bring the list
          with you, or save it as a project and open it on your phone while you are here. Questions before your visit
          are answered in our <Link to={paths.faq}>FAQ</Link>.
        </p>
      </section>
    </div>
  );
}
