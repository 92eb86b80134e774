import type { PaintColor } from '@rta/domain/catalogue/catalogue';

/**
 * Factory paint colours. Sherwin-Williams entries use the SW number without the
 * 'SW ' prefix and SW's published RGB. A few codes keep the trailing '.0' of the
 * spreadsheet they were exported from; formatColorCode() strips it for display.
 * In-house finishes (RTA-...) come last.
 */
export const colors: PaintColor[] = [
  // ---- Whites and off-whites
  { code: '7005', name: 'Pure White', rgb: '#edece6' },
  { code: '7006', name: 'Extra White', rgb: '#eeefea' },
  { code: '7008.0', name: 'Alabaster', rgb: '#edeae0' },
  { code: '7004', name: 'Snowbound', rgb: '#edeae5' },
  { code: '7757', name: 'High Reflective White', rgb: '#f7f7f1' },
  { code: '7012', name: 'Creamy', rgb: '#efe8db' },
  { code: '7551', name: 'Greek Villa', rgb: '#f0ece2' },
  { code: '7566', name: 'Westhighland White', rgb: '#f3eee3' },
  { code: '7100', name: 'Arcade White', rgb: '#f3eee7' },
  { code: '7009', name: 'Pearly White', rgb: '#e8e3d9' },
  { code: '7010', name: 'White Duck', rgb: '#e5dfd2' },
  { code: '7014', name: 'Eider White', rgb: '#e2ded8' },
  { code: '7042', name: 'Shoji White', rgb: '#e6dfd3' },
  { code: '7035', name: 'Aesthetic White', rgb: '#e3ddd3' },
  { code: '7626', name: 'Zurich White', rgb: '#e6e1d9' },
  { code: '7627', name: 'White Heron', rgb: '#e7e1d7' },
  { code: '6119', name: 'Antique White', rgb: '#e8dcc6' },
  { code: '6203', name: 'Spare White', rgb: '#e4e4dd' },
  { code: '7070', name: 'Site White', rgb: '#dcdedc' },

  // ---- Greiges and beiges
  { code: '7029.0', name: 'Agreeable Gray', rgb: '#d1cbc1' },
  { code: '7015', name: 'Repose Gray', rgb: '#ccc9c0' },
  { code: '7036', name: 'Accessible Beige', rgb: '#d1c7b8' },
  { code: '7043', name: 'Worldly Gray', rgb: '#cec6bb' },
  { code: '7050', name: 'Useful Gray', rgb: '#cfcabd' },
  { code: '7641', name: 'Colonnade Gray', rgb: '#c6c0b6' },
  { code: '7631', name: 'City Loft', rgb: '#dfdad1' },
  { code: '7632', name: 'Modern Gray', rgb: '#d6cec3' },
  { code: '7638', name: 'Jogging Path', rgb: '#c0b9a9' },
  { code: '7044', name: 'Amazing Gray', rgb: '#beb5a9' },
  { code: '7030', name: 'Anew Gray', rgb: '#bfb6aa' },
  { code: '7031', name: 'Mega Greige', rgb: '#ada295' },
  { code: '7037', name: 'Balanced Beige', rgb: '#c0b2a2' },
  { code: '6106', name: 'Kilim Beige', rgb: '#d7c5ae' },

  // ---- Grays
  { code: '7016', name: 'Mindful Gray', rgb: '#bcb7ad' },
  { code: '7017', name: 'Dorian Gray', rgb: '#aca79e' },
  { code: '7018', name: 'Dovetail', rgb: '#908a83' },
  { code: '7019', name: 'Gauntlet Gray', rgb: '#78736e' },
  { code: '7023', name: 'Requisite Gray', rgb: '#b9b2a9' },
  { code: '7648', name: 'Big Chill', rgb: '#d0cec9' },
  { code: '7649', name: 'Silverplate', rgb: '#c2c0ba' },
  { code: '7064', name: 'Passive', rgb: '#cbccc9' },
  { code: '7065', name: 'Argos', rgb: '#bdbdb7' },
  { code: '7066', name: 'Gray Matters', rgb: '#a7a8a2' },
  { code: '7067', name: 'Cityscape', rgb: '#7f817e' },
  { code: '7673', name: 'Pewter Cast', rgb: '#9b9893' },
  { code: '7047', name: 'Porpoise', rgb: '#6b645b' },
  { code: '7068', name: 'Grizzle Gray', rgb: '#636562' },

  // ---- Deep neutrals and blacks
  { code: '7048', name: 'Urbane Bronze', rgb: '#54504a' },
  { code: '7069.0', name: 'Iron Ore', rgb: '#434341' },
  { code: '7674', name: 'Peppercorn', rgb: '#585858' },
  { code: '7675', name: 'Sealskin', rgb: '#48423c' },
  { code: '7020', name: 'Black Fox', rgb: '#4f4842' },
  { code: '7076', name: 'Cyberspace', rgb: '#44484d' },
  { code: '7083', name: 'Darkroom', rgb: '#443e40' },
  { code: '9154', name: 'Perle Noir', rgb: '#4f4d51' },
  { code: '6990', name: 'Caviar', rgb: '#313031' },
  { code: '6258', name: 'Tricorn Black', rgb: '#2f2f30' },

  // ---- Blues
  { code: '6244.0', name: 'Naval', rgb: '#2f3d4c' },
  { code: '9177', name: 'Salty Dog', rgb: '#234058' },
  { code: '9178', name: 'In the Navy', rgb: '#283849' },
  { code: '9179', name: 'Anchors Aweigh', rgb: '#2b3441' },
  { code: '7602', name: 'Indigo Batik', rgb: '#3e5063' },
  { code: '2739', name: 'Charcoal Blue', rgb: '#3d4450' },
  { code: '6237', name: 'Dark Night', rgb: '#23383f' },
  { code: '6230', name: 'Rainstorm', rgb: '#244653' },
  { code: '7620', name: 'Seaworthy', rgb: '#314d58' },
  { code: '7615', name: 'Sea Serpent', rgb: '#3e4b54' },
  { code: '6250', name: 'Granite Peak', rgb: '#606b75' },
  { code: '7604', name: 'Smoky Blue', rgb: '#596e79' },
  { code: '6223', name: 'Still Water', rgb: '#4a5d5f' },
  { code: '9140', name: 'Blustery Sky', rgb: '#6f848c' },
  { code: '9139', name: 'Debonair', rgb: '#90a0a6' },
  { code: '6227', name: 'Meditative', rgb: '#96aab0' },
  { code: '9136', name: 'Lullaby', rgb: '#cbd4d4' },
  { code: '6217', name: 'Topsail', rgb: '#dae2e0' },

  // ---- Greens
  { code: '6208', name: 'Pewter Green', rgb: '#5e6259' },
  { code: '9130.0', name: 'Evergreen Fog', rgb: '#95978a' },
  { code: '9132', name: 'Acacia Haze', rgb: '#969c92' },
  { code: '6204', name: 'Sea Salt', rgb: '#cdd2ca' },
  { code: '6211', name: 'Rainwashed', rgb: '#c2cdc5' },
  { code: '6212', name: 'Quietude', rgb: '#adbbb2' },
  { code: '6206', name: 'Oyster Bay', rgb: '#aeb3a9' },
  { code: '6207', name: 'Retreat', rgb: '#7a8076' },
  { code: '6178', name: 'Clary Sage', rgb: '#acad97' },
  { code: '6192', name: 'Coastal Plain', rgb: '#9fa694' },
  { code: '6186', name: 'Dried Thyme', rgb: '#7b8070' },
  { code: '6187', name: 'Rosemary', rgb: '#64695c' },
  { code: '6188', name: 'Shade-Grown', rgb: '#4e5147' },
  { code: '6209', name: 'Ripe Olive', rgb: '#44483d' },
  { code: '2847', name: 'Roycroft Bottle Green', rgb: '#324038' },

  // ---- In-house finishes
  { code: 'RTA-WHT', name: 'Factory White', rgb: '#f4f3ee' },
  { code: 'RTA-DOVE', name: 'Dove Gray', rgb: '#c9c6bf' },
  { code: 'RTA-CHAR', name: 'Charcoal', rgb: '#3e4042' },
  { code: 'RTA-NAVY', name: 'Shaker Navy', rgb: '#2c3a4f' },
  { code: 'RTA-NAT', name: 'Natural Maple Stain', rgb: '#d9b98c' },
  { code: 'RTA-ESP', name: 'Espresso Stain', rgb: '#3b2a22' },
];
