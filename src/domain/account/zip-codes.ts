import type { UsState } from './us-states.ts';

/**
 * Where a ZIP code is, from its first three digits: the Postal Service gives each three-digit
 * prefix to one state or other area. Source: the USPS allocation of three-digit ZIP Code prefixes
 * (Domestic Mail Manual exhibit L002, the 3-Digit ZIP Code Prefix Matrix, as tabled in Wikipedia's
 * "List of ZIP Code prefixes"), checked against the IRS's "ZIP Code and State Abbreviations"
 * (irs.gov/pub/irs-utl/zip%20code%20and%20state%20abbreviations.pdf), which also gives the five-digit
 * exceptions below.
 *
 * A prefix no one uses inside one state's run (213 among Maryland's, 353 among Alabama's) counts as
 * that state: no address has it, and the table stays short. One between two areas (269, 732, 886)
 * belongs to none.
 */

/** Places with ZIP codes that are neither a state nor Washington, D.C. */
const OUTSIDE_AREAS = ['PR', 'VI', 'AS', 'APO/FPO', 'Pacific'] as const;
export type OutsideArea = (typeof OUTSIDE_AREAS)[number];

type Area = UsState | OutsideArea;

/** [first prefix, last prefix, area], in order. */
export const ZIP_PREFIXES: readonly (readonly [string, string, Area])[] = [
  ['005', '005', 'NY'], // Holtsville: the IRS's own ZIP codes
  ['006', '007', 'PR'],
  ['008', '008', 'VI'],
  ['009', '009', 'PR'],
  ['010', '027', 'MA'],
  ['028', '029', 'RI'],
  ['030', '038', 'NH'],
  ['039', '049', 'ME'],
  ['050', '054', 'VT'],
  ['055', '055', 'MA'], // Andover: the IRS again
  ['056', '059', 'VT'],
  ['060', '069', 'CT'],
  ['070', '089', 'NJ'],
  ['090', '098', 'APO/FPO'], // Europe (AE)
  ['100', '149', 'NY'],
  ['150', '196', 'PA'],
  ['197', '199', 'DE'],
  ['200', '200', 'DC'],
  ['201', '201', 'VA'], // Dulles
  ['202', '205', 'DC'], // the federal government
  ['206', '219', 'MD'],
  ['220', '246', 'VA'],
  ['247', '268', 'WV'],
  ['270', '289', 'NC'],
  ['290', '299', 'SC'],
  ['300', '319', 'GA'],
  ['320', '339', 'FL'],
  ['340', '340', 'APO/FPO'], // the Americas (AA)
  ['341', '349', 'FL'],
  ['350', '369', 'AL'],
  ['370', '385', 'TN'],
  ['386', '397', 'MS'],
  ['398', '399', 'GA'], // Atlanta: the IRS
  ['400', '427', 'KY'],
  ['430', '459', 'OH'],
  ['460', '479', 'IN'],
  ['480', '499', 'MI'],
  ['500', '528', 'IA'],
  ['530', '549', 'WI'],
  ['550', '567', 'MN'],
  ['569', '569', 'DC'], // parcel returns
  ['570', '577', 'SD'],
  ['580', '588', 'ND'],
  ['590', '599', 'MT'],
  ['600', '629', 'IL'],
  ['630', '658', 'MO'],
  ['660', '679', 'KS'],
  ['680', '693', 'NE'],
  ['700', '714', 'LA'],
  ['716', '729', 'AR'],
  ['730', '731', 'OK'],
  ['733', '733', 'TX'], // Austin: the IRS
  ['734', '749', 'OK'],
  ['750', '799', 'TX'],
  ['800', '816', 'CO'],
  ['820', '831', 'WY'],
  ['832', '838', 'ID'],
  ['840', '847', 'UT'],
  ['850', '865', 'AZ'],
  ['870', '884', 'NM'],
  ['885', '885', 'TX'], // El Paso
  ['889', '898', 'NV'],
  ['900', '961', 'CA'],
  ['962', '966', 'APO/FPO'], // the Pacific (AP)
  ['967', '968', 'HI'],
  ['969', '969', 'Pacific'], // Guam, the Northern Mariana Islands, Palau, Micronesia, the Marshall Islands
  ['970', '979', 'OR'],
  ['980', '994', 'WA'],
  ['995', '999', 'AK'],
];

/** ZIP codes whose area is not their prefix's. */
const EXCEPTIONS: Readonly<Record<string, Area>> = {
  '06390': 'NY', // Fishers Island, New York, served from Connecticut
  '83414': 'WY', // Alta, Wyoming, served from Idaho
  '96799': 'AS', // American Samoa, inside Hawaii's 967
};

export type ZipArea =
  | { readonly kind: 'state'; readonly state: UsState }
  | { readonly kind: 'outside'; readonly area: OutsideArea }
  /** No ZIP code starts with these three digits. */
  | { readonly kind: 'unused'; readonly prefix: string };

/** The area of a ZIP code (five digits, or ZIP+4): a state or DC, a place outside them, or none. */
export function zipArea(postalCode: string): ZipArea {
  const zip = postalCode.slice(0, 5);
  const prefix = zip.slice(0, 3);
  const area =
    EXCEPTIONS[zip] ?? ZIP_PREFIXES.find(([first, last]) => first <= prefix && prefix <= last)?.[2];
  if (area === undefined) return { kind: 'unused', prefix };
  return isOutside(area) ? { kind: 'outside', area } : { kind: 'state', state: area };
}

function isOutside(area: Area): area is OutsideArea {
  return (OUTSIDE_AREAS as readonly string[]).includes(area);
}
