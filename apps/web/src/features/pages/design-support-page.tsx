import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { storeConfig } from '../../lib/store-config';
import styles from './pages.module.css';

export function DesignSupportPage() {
  const { storeName } = storeConfig;

  return (
    <div className={styles.page}>
      <h1>Free kitchen design support</h1>
      <p className={styles.lead}>
        Not sure which cabinets fit your room? Send {storeName} your measurements and we will plan a cabinet layout with
        you, free and with no obligation to buy.
      </p>

      <section className={styles.section} aria-labelledby="design-get">
        <h2 id="design-get">What you get</h2>
        <ul className={styles.list}>
          <li>A suggested cabinet layout for each wall, with fillers where the run needs them.</li>
          <li>A cabinet list with sizes you can add straight to your binder in the store.</li>
          <li>Advice on door style, paint colour, and where extra drawers or a pantry cabinet would help.</li>
          <li>A second look at your own plan, if you already have one and just want it checked.</li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="design-send">
        <h2 id="design-send">What to send us</h2>
        <ul className={styles.list}>
          <li>
            <strong>Measurements:</strong> a sketch of the room with the length of every wall, the ceiling height, and
            the position and size of every window, door and opening (see the steps below).
          </li>
          <li>
            <strong>Photos:</strong> one of each wall from across the room, plus close-ups of plumbing, gas lines,
            vents, outlets and anything unusual such as a bulkhead or a sloping ceiling.
          </li>
          <li>
            <strong>Appliance specs:</strong> the make and model number, or the width, height and depth, of the range or
            cooktop, wall oven, hood or microwave, refrigerator, dishwasher and sink.
          </li>
          <li>
            <strong>Your wish list:</strong> door style, colour, an island or peninsula, a pantry, budget and anything
            you want to keep from the current kitchen.
          </li>
        </ul>
        <p>
          To start, send us a message with the &ldquo;Need site support?&rdquo; button at the bottom of any page. We
          will reply by e-mail, and you can send your sketch and photos in that reply.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="design-measure">
        <h2 id="design-measure">How to measure your kitchen</h2>
        <p>Use a steel tape measure, work in inches, and round down to the nearest 1/8 inch.</p>
        <ol className={styles.steps}>
          <li>
            Draw a rough floor plan of the room from above. It does not need to be to scale, but it should show every
            wall, window, door and opening in order.
          </li>
          <li>
            Measure each wall from corner to corner at about 36 inches off the floor (countertop height). Measure again
            near the ceiling, because walls are rarely perfectly straight; use the smaller number.
          </li>
          <li>
            Measure the ceiling height in a few places, and note any bulkheads or soffits with their height and depth.
          </li>
          <li>
            For every window and door, measure from the nearest corner to the outside edge of the trim, then the width
            of the opening including trim. For windows, also measure from the floor to the bottom of the trim.
          </li>
          <li>
            Mark the centre of the sink drain and water lines, the gas line, the range outlet and any vents, measured
            from the nearest corner and from the floor.
          </li>
          <li>
            Note anything that must stay where it is, such as radiators, heating registers, switches or a load-bearing
            post.
          </li>
          <li>Measure twice, check that each wall&rsquo;s numbers add up, and write everything on your sketch.</li>
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="design-time">
        <h2 id="design-time">Turnaround</h2>
        <p>
          Once we have your measurements, photos and appliance details, we usually send a first layout within a few
          business days; larger or more complex rooms can take longer, and busy periods add time. Changes after the
          first layout are normally quicker. If anything is missing we will ask before we start, so sending everything
          at once is the fastest way to get your plan.
        </p>
        <p className={styles.note}>
          The layout is based on the measurements you give us. Please confirm every size on site before you order.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="design-visit">
        <h2 id="design-visit">Prefer to meet in person?</h2>
        <p>
          Our showroom offers in-person design consults. Bring your sketch, photos and appliance list, and plan the room
          with our team while you look at door samples and paint chips.
        </p>
        <Link className={styles.secondaryLink} to={paths.visit}>
          Showroom address and hours
        </Link>
      </section>
    </div>
  );
}
