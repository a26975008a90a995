// One list of clubs whatever the device calls them ('7 Iron', '7i', 'IRON 7', 'I7', 'Eisen 7', '58° Wedge',
// Square Golf's 'G-Wedge' and '56-Degree', FSX's 'Hyb'): the gapping table and the trends group by it; the device's
// own label is kept beside it. A kind without its number ('Hybrid', FSX's 'Irn' or 'Wdg') is its own club: a golfer
// with one hybrid reads it as such, never as 'Other'.

/** The club names shots are grouped by, in the bag's order; lofts ('58°') sit between the wedges and the putter. */
export const CLUB_ORDER = [
  'Driver',
  ...['2W', '3W', '4W', '5W', '7W', '9W', 'Wood'],
  ...['2H', '3H', '4H', '5H', '6H', 'Hybrid'],
  ...['1i', '2i', '3i', '4i', '5i', '6i', '7i', '8i', '9i', 'Iron'],
  'PW',
  'GW',
  'SW',
  'LW',
  'Wedge',
] as const;
export const OTHER_CLUB = 'Other';

const WOOD = '(?:w|wood|fw|fairway|holz|bois|madera)';
const HYBRID = '(?:h|hy|hyb|hybrid|rescue|ut|utility|hibrido)';
const IRON = '(?:i|iron|eisen|fer|hierro)';
/** A wedge's letter before 'wedge' (Square Golf's 'P-Wedge', 'G-Wedge', 'S-Wedge', 'L-Wedge'; 'A-Wedge', 'U-Wedge'). */
const WEDGE_LETTER: Record<string, string> = { p: 'PW', g: 'GW', a: 'GW', u: 'GW', s: 'SW', l: 'LW' };

const rules: Array<[RegExp, (m: RegExpMatchArray) => string | null]> = [
  [/^(?:driver|dr|d|1w|1 wood|fahrer|drive)$/, () => 'Driver'],
  [/^(?:putter|pt|putt)$/, () => 'Putter'],
  [new RegExp(`^(\\d)\\s*-?\\s*${WOOD}$`), (m) => wood(m[1]!)],
  [new RegExp(`^${WOOD}\\s*-?\\s*(\\d)$`), (m) => wood(m[1]!)],
  [new RegExp(`^(\\d)\\s*-?\\s*${HYBRID}$`), (m) => `${m[1]}H`],
  [new RegExp(`^${HYBRID}\\s*-?\\s*(\\d)$`), (m) => `${m[1]}H`],
  [new RegExp(`^(\\d)\\s*-?\\s*${IRON}$`), (m) => iron(m[1]!)],
  [new RegExp(`^${IRON}\\s*-?\\s*(\\d)$`), (m) => iron(m[1]!)],
  [/^(?:pw|p|pitching wedge|pitching|pitch|pw wedge)$/, () => 'PW'],
  [/^(?:gw|aw|uw|gap wedge|approach wedge|utility wedge|gap|approach)$/, () => 'GW'],
  [/^(?:sw|sand wedge|sand)$/, () => 'SW'],
  [/^(?:lw|lob wedge|lob)$/, () => 'LW'],
  [/^([pgausl]) ?wedge$/, (m) => WEDGE_LETTER[m[1]!]!],
  [/^(?:wedge\s*)?(\d{2})\s*(?:°|deg|degrees?)?\s*(?:wedge|w)?$/, (m) => loft(m[1]!)],
  [/^(\d)$/, (m) => iron(m[1]!)],
  // A kind without its number: FSX's club types ('Hyb', 'Irn', 'Wdg', 'Fwy') and plain words.
  [/^(?:hybrid|hyb|rescue|utility|hibrido)$/, () => 'Hybrid'],
  [/^(?:iron|irn|irons|eisen)$/, () => 'Iron'],
  [/^(?:wedge|wdg|wedges)$/, () => 'Wedge'],
  [/^(?:wood|fairway wood|fairway|fwy|fw|holz)$/, () => 'Wood'],
];

function wood(n: string): string | null {
  return n === '1' ? 'Driver' : `${n}W`;
}
function iron(n: string): string | null {
  return n === '0' ? null : `${n}i`;
}
function loft(degrees: string): string | null {
  const d = Number(degrees);
  return d >= 40 && d <= 72 ? `${d}°` : null;
}

/** The club on the one list for a device's label, or 'Other' when it names none of them. */
export function normaliseClub(label: string): string {
  const text = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, name] of rules) {
    const match = text.match(pattern);
    if (match) return name(match) ?? OTHER_CLUB;
  }
  return OTHER_CLUB;
}

/** Sorts club names in the bag's order: driver first, lofts after the wedges, then the putter and 'Other'. */
export function compareClubs(a: string, b: string): number {
  return clubRank(a) - clubRank(b) || a.localeCompare(b);
}

function clubRank(club: string): number {
  const listed = (CLUB_ORDER as readonly string[]).indexOf(club);
  if (listed >= 0) return listed;
  const loftMatch = /^(\d{2})°$/.exec(club);
  if (loftMatch) return CLUB_ORDER.length + Number(loftMatch[1]) / 100;
  if (club === 'Putter') return CLUB_ORDER.length + 1;
  return CLUB_ORDER.length + 2;
}
