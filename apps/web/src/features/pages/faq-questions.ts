import { IN_HOUSE_COLOR_PREFIX } from '@rta/domain/catalogue/constants';
import { formatCents } from '@rta/domain/pricing/money';
import { CONTRACTOR_TIERS } from '@rta/domain/accounts/roles';
import { PRE_ASSEMBLY_FEE_CENTS } from '@rta/domain/common/constants';

export type FaqQuestion = { question: string; answer: string };

/** Pre-assembly fee per item (spec §9: 25 per item, times quantity). Integer cents. */
const preAssemblyFee = formatCents(PRE_ASSEMBLY_FEE_CENTS);

const listFormat = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** "Bronze (20% off), Silver (30% off) and Gold (40% off)", read from the domain so it never drifts. */
const tierSummary = listFormat.format(CONTRACTOR_TIERS.map((tier) => `${tier.tier} (${tier.discountPercent}% off)`));

export const faqQuestions: FaqQuestion[] = [
  // Ordering
  {
    question: 'How do I place an order?',
    answer:
      'Open the store, choose a category (Base, Wall, Vanity, Tall or Accessories) and a door style, then pick the size and colour you want and add it to your binder. ' +
      'The binder is your cart: you can change quantities, edit items and group them under labels such as "Kitchen" or "Island". ' +
      'When the list is complete, open the binder and choose Checkout. Your subtotal, the sales tax and the total are shown before you pay.',
  },
  {
    question: 'Do I need an account to shop?',
    answer:
      'No. Anyone can browse the catalogue and fill a binder; as a guest your binder is kept in this browser. ' +
      'To check out you need to sign in and verify your e-mail address, and when you sign in your guest binder is merged into your account. ' +
      'An account also lets you save binders as named projects, see your order history and ask for order support.',
  },
  {
    question: 'What are binder labels and projects?',
    answer:
      'Labels group the items inside one binder, for example by room or by wall, so a long list stays readable. ' +
      'Projects are saved binders with a name. Signed-in customers can keep several projects, for example one for the kitchen and one for the laundry, and switch between them without losing anything.',
  },
  {
    question: 'What is the difference between Shaker and Slim Shaker?',
    answer:
      'Both are five-piece doors with a flat recessed centre panel. The Shaker door has a wide frame around the panel for a classic look; Slim Shaker uses a narrow frame for a cleaner, more modern look. ' +
      'Choose the style group in the store before you add items. Door samples of both are on display at the showroom.',
  },
  // Delivery
  {
    question: 'How are orders delivered?',
    answer:
      'Cabinet orders are heavy and bulky, so they ship by freight carrier rather than parcel post. The carrier will normally contact you to arrange a delivery window, and someone must be there to receive and sign for the shipment. ' +
      'Freight delivery is usually to the curb or the end of the driveway, not into the house, so plan for help moving the boxes inside. ' +
      'If you arranged to pick your order up at the showroom instead, we will contact you when it is ready.',
  },
  {
    question: 'What should I do if my shipment arrives damaged?',
    answer:
      'Before you sign, count the boxes and look over every one for crushed corners, holes or other damage. If anything is damaged or missing, write it on the delivery receipt before you sign it, and take photos of the boxes and the damage. ' +
      'A clean, unmarked delivery receipt tells the carrier the shipment arrived in good condition, which makes a freight claim much harder. ' +
      'Then contact us as soon as possible with your order number and the photos, and keep all packaging until the claim is settled. We will arrange replacement parts or cabinets for damage that was noted at delivery.',
  },
  // Assembly
  {
    question: 'How hard are the cabinets to assemble?',
    answer:
      'Ready-to-assemble cabinets are designed to go together with ordinary tools: a screwdriver or drill, a rubber mallet and a tape measure are usually enough, and each box includes instructions. ' +
      'The first cabinet takes the longest; once you know the sequence the rest go quickly. Assemble on a clean, padded surface, check every cabinet is square before it is fixed in place, and keep the parts for each box together.',
  },
  {
    question: 'Can you assemble the cabinets for me?',
    answer:
      `Yes. Tick the pre-assemble option in your binder and we assemble every cabinet in the order before it ships. The fee is ${preAssemblyFee} per item, multiplied by the quantity, and it is shown in the binder total. ` +
      'Pre-assembled cabinets take up more room on the truck and in your home, so measure doorways and hallways first. Pre-assembled items cannot be returned, and the pre-assembly fee is not reduced by contractor discounts.',
  },
  // Paint
  {
    question: 'Which paint colours can I choose, and what do they cost?',
    answer:
      `Our in-house colours, the ones whose codes start with "${IN_HOUSE_COLOR_PREFIX}", carry no paint labour fee. ` +
      'You can also order any Sherwin-Williams colour by its code (shown as "SW" and the number). Custom Sherwin-Williams colours are mixed and sprayed for your order, so each painted item carries a paint labour fee, which is included in that item’s price in your binder. ' +
      'Colours look different on every screen, so check a physical paint chip at the showroom before ordering. Items painted in a custom Sherwin-Williams colour are made to order and cannot be returned.',
  },
  // Returns
  {
    question: 'What is your return policy?',
    answer:
      "Unassembled cabinets and accessories in their original, undamaged packaging can be returned within 30 days of delivery. A 25% restocking fee is deducted from the refund, and return freight is the customer's responsibility. " +
      'Items painted in a custom Sherwin-Williams colour and pre-assembled items are made for your order and cannot be returned. Contact us before sending anything back so we can confirm the return and tell you where to send it. The full policy is on our Policies page.',
  },
  {
    question: 'I ordered the wrong size. What can I do?',
    answer:
      'Contact us as soon as you notice. If the cabinet is unassembled, not custom-painted and still in its original packaging, it can be returned within 30 days under the normal policy, including the 25% restocking fee, and you can order the right size separately. ' +
      'To avoid mistakes, double-check every width, height and depth against your drawing before checkout. Our free design support can review your list.',
  },
  // Warranty
  {
    question: 'What warranty do the cabinets have?',
    answer:
      'Cabinet boxes carry a limited lifetime warranty against defects in materials and workmanship for the original purchaser in the original installation. Hardware such as hinges and drawer slides is covered for 1 year. ' +
      'The warranty does not cover damage from improper assembly or installation, water or moisture, misuse, or normal wear. To make a claim, contact us with your order number, a description and photos of the problem.',
  },
  // Contractor program
  {
    question: 'Do you offer discounts for contractors?',
    answer:
      `Yes. Approved trade professionals join one of our contractor tiers: ${tierSummary}. ` +
      'Once your account is approved the discount is applied automatically to item prices in your binder, which shows your original total, your discounted total and your tier badge. ' +
      'Paint labour fees and pre-assembly fees are not discounted.',
  },
  {
    question: 'How do I apply for the contractor program?',
    answer:
      'Open the Trade Pros menu in the header and choose Trade Pro Registration. The short application asks about your business, and we reply within 48 hours. ' +
      "Apply using the same e-mail address as your store account so we can attach your tier to it. The Trade Pro's Program page in the same menu explains who qualifies.",
  },
  // Other
  {
    question: 'Do you offer help designing my kitchen?',
    answer:
      'Yes, and it is free. Send us your room measurements, photos and appliance details and we will suggest a cabinet layout and a list of cabinets you can add to your binder. ' +
      'The Design Support page explains what to send and how to measure. You can also book time with our team at the showroom.',
  },
  {
    question: 'Is sales tax charged?',
    answer:
      'Sales tax is added at checkout. Your order summary shows the subtotal, the tax and the total before you pay, and the same breakdown is kept in your order history.',
  },
  {
    question: 'How do I get help with an order I have placed?',
    answer:
      'Sign in, open your profile and go to Order History, where you can see every order with its status and details. The "Need Order Support?" button there lets you send a message about a specific order. ' +
      'For anything else, use the "Need site support?" button at the bottom of every page.',
  },
  {
    question: 'Is my payment information safe?',
    answer:
      'Payments are handled by our payment provider over an encrypted connection. Your card details go directly to the provider; we never see or store your full card number.',
  },
];
