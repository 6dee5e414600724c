/** Text of the public landing page (spec part 1 §1–§2): what the association offers and why to join. */

export const LANDING_SECTIONS = [
  { key: 'home', label: 'Home' },
  { key: 'about', label: 'About Us' },
  { key: 'services', label: 'Services' },
  { key: 'contact', label: 'Contact' },
] as const;

export type LandingSectionKey = (typeof LANDING_SECTIONS)[number]['key'];

export type ServiceIcon = 'membership' | 'welfare' | 'events' | 'digital';

export const SERVICES: { icon: ServiceIcon; title: string; text: string; points: string[] }[] = [
  {
    icon: 'membership',
    title: 'Membership Management',
    text: 'Apply online, follow your application and keep your membership up to date.',
    points: ['Online registration and approval', 'Membership renewal', 'Member ID and membership certificate'],
  },
  {
    icon: 'welfare',
    title: 'Welfare Schemes',
    text: 'Kutumba Barosa, ESI and Postal insurance for members and their families.',
    points: ['Family support in difficult times', 'Medical cover under ESI', 'Postal life insurance'],
  },
  {
    icon: 'events',
    title: 'Events & Gallery',
    text: 'Sports meets, cultural programmes, workshops and exhibitions for our community.',
    points: ['Sports and cultural activities', 'Workshops and photo walks', 'A gallery of every event'],
  },
  {
    icon: 'digital',
    title: 'Digital Services',
    text: 'Digital ID cards, online payments and a member portal open around the clock.',
    points: ['Digital member ID card', 'Online scheme payments', 'Your own member portal'],
  },
];

export const SCHEMES: { name: string; tagline: string; text: string }[] = [
  {
    name: 'Kutumba Barosa',
    tagline: 'Family support scheme',
    text: "Stands by a member's family with financial help when they need it most.",
  },
  {
    name: 'ESI',
    tagline: 'State insurance scheme',
    text: "Employees' State Insurance: medical care for members and their dependants.",
  },
  {
    name: 'Postal',
    tagline: 'Postal insurance scheme',
    text: 'Life insurance through India Post with affordable monthly premiums.',
  },
];

export const MISSION =
  'The Karnataka Photographers Welfare Association brings together photographers and videographers from ' +
  'across the state. Our mission is to protect the livelihood and well-being of every member and their ' +
  'family through welfare schemes, to help members grow their skills and business, and to give our ' +
  'profession one strong voice.';

export const HIGHLIGHTS: { title: string; text: string }[] = [
  {
    title: 'Community',
    text: 'Studio owners, freelancers and wedding, event and portrait photographers from every district of Karnataka.',
  },
  { title: 'Welfare', text: 'Family support, health and life insurance schemes designed for photographers.' },
  { title: 'Growth', text: 'Workshops, exhibitions and events that help members learn, connect and find work.' },
];

export const WHY_JOIN: string[] = [
  'Financial security for your family through the Kutumba Barosa scheme',
  'Health and life cover through the ESI and Postal schemes',
  'An official member ID card and membership certificate',
  'Events, workshops and a community of fellow photographers',
];

export const OFFICE_ADDRESS = [
  'Karnataka Photographers Welfare Association',
  '1st Floor, Association Bhavan, P.J. Extension',
  'Davanagere, Karnataka 577002',
];
